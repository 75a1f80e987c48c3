import type { AuthGateway } from "./auth-gateway.port";
import type { MeGateway } from "./me-gateway.port";
import type { SessionExpiredHandler } from "./session-expired.port";
import type { TokenStore } from "./token-store.port";

// ARCHITECTURE §4.3: ports are bound by Symbol tokens; the type parameter keeps get<T>() honest.
export type Token<T> = symbol & { readonly __type?: T };

export const AUTH_GATEWAY = Symbol.for("skolmedia.AuthGateway") as Token<AuthGateway>;
export const ME_GATEWAY = Symbol.for("skolmedia.MeGateway") as Token<MeGateway>;
export const TOKEN_STORE = Symbol.for("skolmedia.TokenStore") as Token<TokenStore>;
export const SESSION_EXPIRED_HANDLER = Symbol.for("skolmedia.SessionExpiredHandler") as Token<SessionExpiredHandler>;
