import { inject, injectable } from "inversify";
import { destinationAfterProfileChoice } from "../../domain/auth/login-destination";
import type { AuthGateway } from "../../ports/auth/auth-gateway.port";
import { AUTH_GATEWAY, TOKEN_STORE } from "../../ports/auth/auth.tokens";
import { ok, type Result } from "../../ports/shared/result.port";
import type { TokenStore } from "../../ports/auth/token-store.port";

/** SPEC §2 /profiles: switch the active profile; the new tokens carry it. */
@injectable()
export class ChangeProfileUseCase {
  constructor(
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
  ) {}

  async execute(input: {
    readonly profileId: number;
    readonly next: string | null;
    readonly reseller: string;
  }): Promise<Result<{ readonly destination: string }>> {
    const result = await this.auth.changeProfile(input.profileId);
    if (!result.ok) return result;
    this.tokens.setAccessToken(result.value.accessToken);
    return ok({ destination: destinationAfterProfileChoice(input.next, input.reseller) });
  }
}
