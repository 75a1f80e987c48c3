import { inject, injectable } from "inversify";
import { ME_GATEWAY, TOKEN_STORE } from "../../ports/auth/auth.tokens";
import type { Me, MeGateway } from "../../ports/auth/me-gateway.port";
import { ok, type Result } from "../../ports/shared/result.port";
import type { TokenStore } from "../../ports/auth/token-store.port";

/**
 * On start-up: when a session is kept (the refresh token cookie, known through the token store's
 * marker) or an access token is there, load the signed-in user. The call goes through the
 * transport, which refreshes an expired or missing access token first (SPEC §4), so a returning
 * visitor whose 15-minute token lapsed is still logged in. Neither: nobody is logged in, nothing
 * is called.
 */
@injectable()
export class RestoreSessionUseCase {
  constructor(
    @inject(ME_GATEWAY) private readonly me: MeGateway,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
  ) {}

  async execute(): Promise<Result<Me | null>> {
    if (!this.tokens.hasSession() && this.tokens.getAccessToken() === null) return ok(null);
    return this.me.getMe();
  }
}
