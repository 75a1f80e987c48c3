import { ContainerModule } from "inversify";
import { AUTH_GATEWAY, ME_GATEWAY } from "../../ports/auth/auth.tokens";
import type { AuthGateway } from "../../ports/auth/auth-gateway.port";
import type { MeGateway } from "../../ports/auth/me-gateway.port";
import { MemoryAuthAdapter } from "./auth/memory-auth.adapter";
import { MemoryBackend } from "./shared/memory-backend";
import { MemoryMeAdapter } from "./auth/memory-me.adapter";
import { SHELL_GATEWAY } from "../../ports/shell/shell.tokens";
import { MemoryShellAdapter } from "./shell/memory-shell.adapter";
import { ALERT_STRIP_GATEWAY, NETWORK_PROBE, PAGE_ERROR_GATEWAY } from "../../ports/shell/notices.tokens";
import { MemoryAlertStripsAdapter } from "./shell/memory-alert-strips.adapter";
import { MemoryNetworkProbe } from "./shell/memory-network-probe.adapter";
import { MemoryPageErrorGateway } from "./shell/memory-page-error.adapter";
import { CMS_CONTENT_GATEWAY } from "../../ports/cms/cms.tokens";
import { MemoryCmsContentAdapter } from "./cms/memory-cms-content.adapter";

/** The in-memory backend behind the same ports as the REST adapter (VITE_BACKEND=memory). */
export const memoryModule = new ContainerModule(({ bind }) => {
  bind(MemoryBackend).toSelf().inSingletonScope();
  bind<AuthGateway>(AUTH_GATEWAY).to(MemoryAuthAdapter).inSingletonScope();
  bind<MeGateway>(ME_GATEWAY).to(MemoryMeAdapter).inSingletonScope();
  bind(SHELL_GATEWAY).to(MemoryShellAdapter).inSingletonScope();
  bind(ALERT_STRIP_GATEWAY).to(MemoryAlertStripsAdapter).inSingletonScope();
  bind(NETWORK_PROBE).to(MemoryNetworkProbe).inSingletonScope();
  bind(PAGE_ERROR_GATEWAY).to(MemoryPageErrorGateway).inSingletonScope();
  bind(CMS_CONTENT_GATEWAY).to(MemoryCmsContentAdapter).inSingletonScope();
});
