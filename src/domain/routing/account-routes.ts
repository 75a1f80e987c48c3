import { PREFIXED_LOGIN_RESELLERS, resellerSegment } from "./reseller";
import { pathSegments, queryValue, splitPath, withQuery } from "./query-string";

// SPEC §2 route table: account pages of a reseller. A {reseller} segment defaults to member.

function base(reseller: string | null | undefined, page: string): string {
  return `/${resellerSegment(reseller)}/${page}`;
}

// SPEC §2: "the reseller-prefixed form is used only for reseller values member or root,
// otherwise plain /login" (and the same for signup).
function loginLikeBase(reseller: string | null | undefined, page: "login" | "signup"): string {
  const segment = resellerSegment(reseller);
  return PREFIXED_LOGIN_RESELLERS.includes(segment) ? `/${segment}/${page}` : `/${page}`;
}

/** /{reseller}/login or /login, with an optional next (the page to return to, URL-encoded). */
export function loginPath(reseller: string | null | undefined, next?: string | null): string {
  return withQuery(loginLikeBase(reseller, "login"), [["next", next || null]]);
}

/** /{reseller}/signup or /signup (SPEC §2: same reseller rule as login). */
export function signupPath(reseller: string | null | undefined): string {
  return loginLikeBase(reseller, "signup");
}

/** /{reseller}/signup-success, with grantlist=true only when the e-mail was on the grant list. */
export function signupSuccessPath(reseller: string | null | undefined, grantlist = false): string {
  return withQuery(base(reseller, "signup-success"), [["grantlist", grantlist ? "true" : null]]);
}

/** /{reseller}/activate-account — the 3-step account activation. */
export function activationPath(reseller: string | null | undefined): string {
  return base(reseller, "activate-account");
}

export function setPasswordPath(reseller: string | null | undefined): string {
  return base(reseller, "set-password");
}

export function resetPasswordPath(reseller: string | null | undefined): string {
  return base(reseller, "reset-password");
}

/** /{reseller}/logout?next=… — SPEC §2: next holds the current path. */
export function logoutPath(reseller: string | null | undefined, next?: string | null): string {
  return withQuery(base(reseller, "logout"), [["next", next || null]]);
}

export function settingsPath(reseller: string | null | undefined): string {
  return base(reseller, "settings");
}

export function studentAdminPath(reseller: string | null | undefined): string {
  return base(reseller, "administrate-students");
}

/** /{reseller}/404 */
export function notFoundPath(reseller: string | null | undefined): string {
  return base(reseller, "404");
}

/** /profiles with an optional next (SPEC §4: the chooser keeps next). No reseller segment. */
export function profilesPath(next?: string | null): string {
  return withQuery("/profiles", [["next", next || null]]);
}

/** True for /login and /{reseller}/login (with or without a query or trailing slash). */
export function isLoginPath(location: string): boolean {
  const segments = pathSegments(splitPath(location).pathname);
  return (segments.length === 1 && segments[0] === "login") || (segments.length === 2 && segments[1] === "login");
}

/** True for /logout and /{reseller}/logout. */
export function isLogoutPath(location: string): boolean {
  const segments = pathSegments(splitPath(location).pathname);
  return (segments.length === 1 && segments[0] === "logout") || (segments.length === 2 && segments[1] === "logout");
}

/** The next parameter of a location ("/member/login?next=%2Fx" → "/x"), or null when absent or empty. */
export function nextParam(location: string): string | null {
  const value = queryValue(splitPath(location).search, "next");
  return value === null || value === "" ? null : value;
}
