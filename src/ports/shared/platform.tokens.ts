import type { AppSettings } from "./app-settings.port";
import type { Token } from "../auth/auth.tokens";
import type { Clock } from "./clock.port";
import type { CrossTabLock } from "./cross-tab-lock.port";
import type { Navigation } from "./navigation.port";

export const CLOCK = Symbol.for("skolmedia.Clock") as Token<Clock>;
export const NAVIGATION = Symbol.for("skolmedia.Navigation") as Token<Navigation>;
export const APP_SETTINGS = Symbol.for("skolmedia.AppSettings") as Token<AppSettings>;
export const CROSS_TAB_LOCK = Symbol.for("skolmedia.CrossTabLock") as Token<CrossTabLock>;
