import { inject, injectable } from "inversify";
import { TOKEN_STORE } from "../../../ports/auth/auth.tokens";
import type { Me, MeGateway } from "../../../ports/auth/me-gateway.port";
import type { Result } from "../../../ports/shared/result.port";
import type { TokenStore } from "../../../ports/auth/token-store.port";
import { MemoryBackend } from "../shared/memory-backend";

/** MeGateway on the in-memory backend, authorised by the stored access token. */
@injectable()
export class MemoryMeAdapter implements MeGateway {
  constructor(
    @inject(MemoryBackend) private readonly backend: MemoryBackend,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
  ) {}

  async getMe(): Promise<Result<Me>> {
    return this.backend.getMe(this.tokens.getAccessToken());
  }
}
