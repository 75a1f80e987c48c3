import type { Token } from "../auth/auth.tokens";
import type { AlertStripGateway } from "./alert-strip-gateway.port";
import type { DismissalStorage } from "./dismissal-storage.port";
import type { NetworkProbe } from "./network-probe.port";
import type { PageErrorGateway } from "./page-error-gateway.port";

// ARCHITECTURE §4.3: the shell's notices (alert strips, network status, page errors) bound by Symbol tokens.
export const ALERT_STRIP_GATEWAY = Symbol.for("skolmedia.AlertStripGateway") as Token<AlertStripGateway>;
export const NETWORK_PROBE = Symbol.for("skolmedia.NetworkProbe") as Token<NetworkProbe>;
export const PAGE_ERROR_GATEWAY = Symbol.for("skolmedia.PageErrorGateway") as Token<PageErrorGateway>;
export const DISMISSAL_STORAGE = Symbol.for("skolmedia.DismissalStorage") as Token<DismissalStorage>;
