import type { Token } from "../../ports/auth/auth.tokens";
import type { ApiClient } from "./shared/api-client";

/** The client with the auth-refresh middleware, for calls that need a user. */
export const REST_CLIENT = Symbol.for("skolmedia.rest.Client") as Token<ApiClient>;
/** The client without it, for the token calls (login, refresh, logout, verify, passcode). */
export const REST_PUBLIC_CLIENT = Symbol.for("skolmedia.rest.PublicClient") as Token<ApiClient>;
/** Optional fetch implementation (tests and Pact point it elsewhere); defaults to the global fetch. */
export const REST_FETCH = Symbol.for("skolmedia.rest.Fetch") as Token<typeof globalThis.fetch>;
