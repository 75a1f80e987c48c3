import { isLoginPath, isLogoutPath } from "../routing/account-routes";

// A next parameter comes from the address bar, so it is untrusted: only a path on this site may be
// followed (open-redirect safety, OWASP "Unvalidated Redirects and Forwards").

/**
 * Returns next when it is a same-site path, otherwise null. Accepted: starts with exactly one "/"
 * ("//host" and "/\host" are other sites to a browser), no backslash, no control characters.
 * Decision (spec silent): a login or logout path is not a useful place to land after logging in
 * (it would loop or log the user straight out), so it is ignored too.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (next === null || next === undefined) return null;
  if (!next.startsWith("/") || next.startsWith("//")) return null;
  if (next.includes("\\")) return null;
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  if (isLoginPath(next) || isLogoutPath(next)) return null;
  return next;
}
