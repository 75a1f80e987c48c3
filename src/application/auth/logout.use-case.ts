import { inject, injectable } from "inversify";
import type { AuthGateway } from "../../ports/auth/auth-gateway.port";
import { AUTH_GATEWAY, TOKEN_STORE } from "../../ports/auth/auth.tokens";
import type { TokenStore } from "../../ports/auth/token-store.port";

/**
 * SPEC §4 "Logout": revoke the refresh token on the server (failure ignored), clear both tokens.
 * The refresh token is the server's HttpOnly cookie: the logout call sends it and its answer
 * clears it; the app forgets the access token and the session marker.
 */
@injectable()
export class LogoutUseCase {
  constructor(
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
  ) {}

  async execute(): Promise<void> {
    if (this.tokens.hasSession()) {
      try {
        await this.auth.logout();
      } catch {
        // SPEC §8: "A failed logout call is ignored."
      }
    }
    this.tokens.clear();
  }
}
