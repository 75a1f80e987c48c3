import { ContainerModule } from "inversify";
import { TOKEN_STORE } from "../../ports/auth/auth.tokens";
import type { Clock } from "../../ports/shared/clock.port";
import type { CrossTabLock } from "../../ports/shared/cross-tab-lock.port";
import type { Navigation } from "../../ports/shared/navigation.port";
import { CLOCK, CROSS_TAB_LOCK, NAVIGATION } from "../../ports/shared/platform.tokens";
import type { TokenStore } from "../../ports/auth/token-store.port";
import { CookieTokenStore } from "./auth/cookie-token.store";
import { SystemClock } from "./shared/system-clock.adapter";
import { WebLocksCrossTabLock } from "./shared/web-locks.adapter";
import { WindowNavigation } from "./shared/window-navigation.adapter";
import { DISMISSAL_STORAGE } from "../../ports/shell/notices.tokens";
import { LocalDismissalStorage } from "./shell/local-dismissal.storage";
import { ANALYTICS_LOADER, CONSENT_STORAGE } from "../../ports/shell/consent.tokens";
import { BrowserAnalyticsLoader } from "./shell/analytics-loader";
import { ConsentCookieAdapter } from "./shell/consent-cookie.adapter";

/** Browser adapters: cookie token store, cross-tab lock (Web Locks), system clock, window navigation. */
export const browserModule = new ContainerModule(({ bind }) => {
  bind<TokenStore>(TOKEN_STORE)
    .toDynamicValue(() => new CookieTokenStore())
    .inSingletonScope();
  // One per tab; the browser shares the named lock between the tabs (security review finding 4).
  bind<CrossTabLock>(CROSS_TAB_LOCK)
    .toDynamicValue(() => new WebLocksCrossTabLock())
    .inSingletonScope();
  bind<Clock>(CLOCK).to(SystemClock).inSingletonScope();
  bind<Navigation>(NAVIGATION).to(WindowNavigation).inSingletonScope();
  bind(DISMISSAL_STORAGE)
    .toDynamicValue(() => new LocalDismissalStorage())
    .inSingletonScope();
  bind(CONSENT_STORAGE)
    .toDynamicValue(() => new ConsentCookieAdapter())
    .inSingletonScope();
  bind(ANALYTICS_LOADER)
    .toDynamicValue(() => new BrowserAnalyticsLoader())
    .inSingletonScope();
});
