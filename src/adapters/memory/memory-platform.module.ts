import { ContainerModule } from "inversify";
import { TOKEN_STORE } from "../../ports/auth/auth.tokens";
import type { Clock } from "../../ports/shared/clock.port";
import type { CrossTabLock } from "../../ports/shared/cross-tab-lock.port";
import type { Navigation } from "../../ports/shared/navigation.port";
import { CLOCK, CROSS_TAB_LOCK, NAVIGATION } from "../../ports/shared/platform.tokens";
import type { TokenStore } from "../../ports/auth/token-store.port";
import { SystemClock } from "../browser/shared/system-clock.adapter";
import { MemoryCrossTabLock } from "./shared/memory-cross-tab-lock.adapter";
import { MemoryNavigation } from "./shared/memory-navigation.adapter";
import { MemoryTokenStore } from "./auth/memory-token.store";
import { DISMISSAL_STORAGE } from "../../ports/shell/notices.tokens";
import { MemoryDismissalStorage } from "./shell/memory-dismissal.storage";
import { ANALYTICS_LOADER, CONSENT_STORAGE } from "../../ports/shell/consent.tokens";
import { MemoryAnalyticsLoader } from "./shell/memory-analytics.adapter";
import { MemoryConsentStorage } from "./shell/memory-consent.storage";

/** Token store and navigation kept in memory, for tests that render the app without a browser's cookies or history. */
export const memoryPlatformModule = new ContainerModule(({ bind }) => {
  bind<TokenStore>(TOKEN_STORE).to(MemoryTokenStore).inSingletonScope();
  bind<CrossTabLock>(CROSS_TAB_LOCK)
    .toDynamicValue(() => new MemoryCrossTabLock())
    .inSingletonScope();
  bind<Clock>(CLOCK).to(SystemClock).inSingletonScope();
  bind<Navigation>(NAVIGATION)
    .toDynamicValue(() => new MemoryNavigation())
    .inSingletonScope();
  bind(DISMISSAL_STORAGE).to(MemoryDismissalStorage).inSingletonScope();
  bind(CONSENT_STORAGE).to(MemoryConsentStorage).inSingletonScope();
  bind(ANALYTICS_LOADER).to(MemoryAnalyticsLoader).inSingletonScope();
});
