// SPEC §4 "Tokens": valid, expired or absent (treated as expired); due for refresh when under
// 60 seconds remain. SPEC §9: refresh window 60 s before expiry.

export const REFRESH_WINDOW_SECONDS = 60;

type Expiring = { readonly exp: number } | null | undefined;

/** Milliseconds left before the token expires (negative once expired); null when absent. */
export function millisecondsRemaining(claims: Expiring, nowMs: number): number | null {
  if (claims === null || claims === undefined || !Number.isFinite(claims.exp)) return null;
  return claims.exp * 1000 - nowMs;
}

/** True when the token is absent or its exp (seconds) is at or before now (milliseconds). */
export function isExpired(claims: Expiring, nowMs: number): boolean {
  const left = millisecondsRemaining(claims, nowMs);
  return left === null || left <= 0;
}

/** True when fewer than 60 s remain, and always for an absent or expired token. */
export function isDueForRefresh(claims: Expiring, nowMs: number): boolean {
  const left = millisecondsRemaining(claims, nowMs);
  return left === null || left < REFRESH_WINDOW_SECONDS * 1000;
}

/** The token state of SPEC §4: valid, expired or absent. */
export type TokenState = "valid" | "expired" | "absent";

export function tokenState(claims: Expiring, nowMs: number): TokenState {
  if (claims === null || claims === undefined) return "absent";
  return isExpired(claims, nowMs) ? "expired" : "valid";
}
