import { ContainerModule } from "inversify";
import { TOKEN_STORE } from "../../ports/auth.tokens";
import type { Clock } from "../../ports/clock.port";
import type { Navigation } from "../../ports/navigation.port";
import { CLOCK, NAVIGATION } from "../../ports/platform.tokens";
import type { TokenStore } from "../../ports/token-store.port";
import { CookieTokenStore } from "./cookie-token.store";
import { SystemClock } from "./system-clock.adapter";
import { WindowNavigation } from "./window-navigation.adapter";

/** Browser adapters: cookie token store, system clock, window navigation. */
export const browserModule = new ContainerModule(({ bind }) => {
  bind<TokenStore>(TOKEN_STORE).toDynamicValue(() => new CookieTokenStore()).inSingletonScope();
  bind<Clock>(CLOCK).to(SystemClock).inSingletonScope();
  bind<Navigation>(NAVIGATION).to(WindowNavigation).inSingletonScope();
});
