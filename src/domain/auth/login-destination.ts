import type { AccessTokenClaims } from "./access-token-claims";
import { activationPath, isLoginPath, loginPath, nextParam, profilesPath } from "../routing/account-routes";
import { playPath } from "../routing/app-routes";
import { splitPath } from "../routing/query-string";
import { safeNextPath } from "./safe-next";

export interface LoginDestinationInput {
  readonly claims: AccessTokenClaims;
  /** The next parameter of the login address, as read (untrusted). */
  readonly next: string | null;
  /**
   * The reseller of the login page (the {reseller} segment, member by default). Used only when
   * the token names no reseller of its own shape; see destinationAfterLogin.
   */
  readonly reseller: string;
}

/**
 * SPEC §4 "Login": where to go after a successful login.
 * - inactive account → the activation page of its own reseller (the token's resellerSlug);
 * - active with more than one profile → /profiles, keeping next (URL-encoded);
 * - active → next when it is a same-site path, otherwise /{reseller}/play.
 * An unsafe next (another site, a login or logout page) is ignored, never followed.
 * Decision: {reseller} is the token's reseller. SPEC §2 sends a logged-in user whose path reseller
 * differs from the token's to the token's reseller anyway, and the login page of most resellers is
 * the plain /login (SPEC §2), whose path names no reseller at all; landing on the token's reseller
 * avoids a wrong-brand page after a client-side navigation. The page's reseller is the fallback
 * for claims without a usable reseller (normaliseClaims already makes that member).
 */
export function destinationAfterLogin(input: LoginDestinationInput): string {
  const { claims } = input;
  const reseller = claims.resellerSlug || input.reseller;
  if (!claims.isActive) return activationPath(reseller);
  const next = safeNextPath(input.next);
  if (claims.profiles.length > 1) return profilesPath(next);
  return next ?? playPath(reseller);
}

/** Where the profile chooser goes once a profile is picked: next when safe, else /{reseller}/play. */
export function destinationAfterProfileChoice(next: string | null, reseller: string): string {
  return safeNextPath(next) ?? playPath(reseller);
}

/**
 * SPEC §4: "A login path that already contains a login next parameter is not redirected again."
 * Given the current location (path plus query), false exactly when it is a login path that already
 * carries a non-empty next; sending the user to login again there would nest next inside next.
 */
export function shouldRedirectFromLogin(location: string): boolean {
  return !(isLoginPath(location) && nextParam(location) !== null);
}

/**
 * The login address to send a user to from the current location (SPEC §4: failed refresh and
 * logout send the user to login with the current path as next), or null when no redirect is due.
 * On a login page the user stays (null): with a next it is the rule above, and without one a
 * next pointing at the login page itself would be useless.
 */
export function loginRedirectFor(location: string, reseller: string): string | null {
  if (!shouldRedirectFromLogin(location) || isLoginPath(location)) return null;
  const { pathname, search } = splitPath(location);
  return loginPath(reseller, safeNextPath(`${pathname}${search}`));
}
