// Group 4 of issue 3: tokens and login (SPEC §3, §4, §9).
export { normaliseClaims, CLAIM_DEFAULTS, ROLES } from "./access-token-claims";
export type { AccessTokenClaims, Profile, Role } from "./access-token-claims";
export { REFRESH_WINDOW_SECONDS, isExpired, isDueForRefresh, millisecondsRemaining, tokenState } from "./token-timing";
export type { TokenState } from "./token-timing";
export { destinationAfterLogin, destinationAfterProfileChoice, shouldRedirectFromLogin, loginRedirectFor } from "./login-destination";
export type { LoginDestinationInput } from "./login-destination";
export { safeNextPath } from "./safe-next";
