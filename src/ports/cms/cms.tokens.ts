import type { Token } from "../auth/auth.tokens";
import type { CmsContentGateway } from "./cms-content-gateway.port";

// ARCHITECTURE §4.3: ports are bound by Symbol tokens.
export const CMS_CONTENT_GATEWAY = Symbol.for("skolmedia.CmsContentGateway") as Token<CmsContentGateway>;
