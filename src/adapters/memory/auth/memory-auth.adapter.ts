import { inject, injectable } from "inversify";
import { TOKEN_STORE } from "../../../ports/auth/auth.tokens";
import type { AccessGrant, AuthGateway, LoginCredentials } from "../../../ports/auth/auth-gateway.port";
import type { Result } from "../../../ports/shared/result.port";
import type { TokenStore } from "../../../ports/auth/token-store.port";
import { MemoryBackend } from "../shared/memory-backend";

/** AuthGateway on the in-memory backend; answers asynchronously like the network would. */
@injectable()
export class MemoryAuthAdapter implements AuthGateway {
  constructor(
    @inject(MemoryBackend) private readonly backend: MemoryBackend,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
  ) {}

  async login(credentials: LoginCredentials): Promise<Result<AccessGrant>> {
    return this.backend.login(credentials);
  }

  /** The refresh token travels as the backend's cookie, as it does to the real server. */
  async refresh(): Promise<Result<AccessGrant>> {
    return this.backend.refresh();
  }

  async logout(): Promise<Result<void>> {
    return this.backend.logout();
  }

  async verify(token: string): Promise<Result<unknown>> {
    return this.backend.verify(token);
  }

  async sendEmailPasscode(email: string): Promise<Result<void>> {
    return this.backend.sendEmailPasscode(email);
  }

  async changeProfile(profileId: number): Promise<Result<AccessGrant>> {
    return this.backend.changeProfile(this.tokens.getAccessToken(), profileId);
  }
}
