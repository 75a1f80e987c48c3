import { inject, injectable } from "inversify";
import type { AccessTokenClaims } from "../../domain/auth/access-token-claims";
import { destinationAfterLogin } from "../../domain/auth/login-destination";
import { appError } from "../../ports/shared/app-error.port";
import type { AuthGateway, LoginCredentials } from "../../ports/auth/auth-gateway.port";
import { AUTH_GATEWAY, TOKEN_STORE } from "../../ports/auth/auth.tokens";
import { err, ok, type Result } from "../../ports/shared/result.port";
import type { TokenStore } from "../../ports/auth/token-store.port";

export interface LoginInput {
  readonly credentials: LoginCredentials;
  /** The {reseller} segment of the login page. */
  readonly reseller: string;
  /** The next parameter of the login address (untrusted). */
  readonly next: string | null;
}

export interface LoginOutcome {
  readonly claims: AccessTokenClaims;
  /** SPEC §4 "Login": where the user goes now. */
  readonly destination: string;
}

/** SPEC §4 "Login": exchange credentials for tokens, keep them, and work out where to go. */
@injectable()
export class LoginUseCase {
  constructor(
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
  ) {}

  async execute(input: LoginInput): Promise<Result<LoginOutcome>> {
    const result = await this.auth.login(input.credentials);
    if (!result.ok) return result;
    // The refresh token is already in the server's HttpOnly cookie (issue 6 §4).
    this.tokens.setAccessToken(result.value.accessToken);
    const claims = this.tokens.getAccessClaims();
    if (claims === null) {
      // A server bug, not a user mistake: the answer had no readable claims.
      this.tokens.clear();
      return err(appError("server", { code: "AUTH.UNREADABLE_TOKEN", message: "Unreadable access token" }));
    }
    return ok({ claims, destination: destinationAfterLogin({ claims, next: input.next, reseller: input.reseller }) });
  }
}
