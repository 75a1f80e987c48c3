import { ContainerModule } from "inversify";
import { AUTH_GATEWAY, ME_GATEWAY } from "../../ports/auth/auth.tokens";
import type { AuthGateway } from "../../ports/auth/auth-gateway.port";
import type { MeGateway } from "../../ports/auth/me-gateway.port";
import { MemoryAuthAdapter } from "./auth/memory-auth.adapter";
import { MemoryBackend } from "./shared/memory-backend";
import { MemoryMeAdapter } from "./auth/memory-me.adapter";

/** The in-memory backend behind the same ports as the REST adapter (VITE_BACKEND=memory). */
export const memoryModule = new ContainerModule(({ bind }) => {
  bind(MemoryBackend).toSelf().inSingletonScope();
  bind<AuthGateway>(AUTH_GATEWAY).to(MemoryAuthAdapter).inSingletonScope();
  bind<MeGateway>(ME_GATEWAY).to(MemoryMeAdapter).inSingletonScope();
});
