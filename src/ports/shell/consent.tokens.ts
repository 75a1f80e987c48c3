import type { Token } from "../auth/auth.tokens";
import type { AnalyticsLoader } from "./analytics.port";
import type { ConsentStorage } from "./consent-storage.port";

export const CONSENT_STORAGE = Symbol.for("skolmedia.ConsentStorage") as Token<ConsentStorage>;
export const ANALYTICS_LOADER = Symbol.for("skolmedia.AnalyticsLoader") as Token<AnalyticsLoader>;
