import { inject, injectable } from "inversify";
import type { AuthGateway } from "../../ports/auth/auth-gateway.port";
import { AUTH_GATEWAY, TOKEN_STORE } from "../../ports/auth/auth.tokens";
import type { TokenStore } from "../../ports/auth/token-store.port";

/** SPEC §4 "Logout": revoke the refresh token on the server (failure ignored), clear both tokens. */
@injectable()
export class LogoutUseCase {
  constructor(
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
  ) {}

  async execute(): Promise<void> {
    const refreshToken = this.tokens.getRefreshToken();
    if (refreshToken !== null) {
      try {
        await this.auth.logout(refreshToken);
      } catch {
        // SPEC §8: "A failed logout call is ignored."
      }
    }
    this.tokens.clear();
  }
}
