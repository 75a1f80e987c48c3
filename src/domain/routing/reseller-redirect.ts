import { isBot } from "./route-policies";
import { isResellerSlugShape } from "./reseller";
import { pathSegments, splitPath } from "./query-string";
import { playPath } from "./app-routes";

// SPEC §2 "Routing behaviour": the reseller redirects. ARCHITECTURE §6 places them on the server for
// HTML requests; the web app's route guard applies the same rule after client-side navigation
// (src/ui/app/route-guard.tsx via guardRoute), so a page reached by a link is the page a reload gives.

/** First path segments that are pages of their own, never a reseller (SPEC §2 route table). */
export const RESELLER_FREE_SEGMENTS: readonly string[] = [
  "login",
  "signup",
  "logout",
  "profiles",
  "promo",
  "campaign",
  "try",
  "unsubscribe",
  "sso-error",
  "play",
];

// SPEC §2: "/promo..., /campaign..., /try..." — any first segment starting like this.
const PROMOTION_PREFIX = /^(promo|campaign|try)/;

export interface ResellerRedirectInput {
  /** The requested path, with its query string if any. */
  readonly path: string;
  /** The resellerSlug claim of a valid access token; null or empty when not logged in. */
  readonly tokenReseller: string | null | undefined;
  readonly userAgent: string | null | undefined;
  readonly loggedIn: boolean;
  /** The known reseller slugs; when given, only these count as a reseller segment. */
  readonly knownResellers?: readonly string[];
}

/** The reseller named by the first segment of a path, or null when the path has none. */
export function pathReseller(path: string, knownResellers?: readonly string[]): string | null {
  const first = pathSegments(splitPath(path).pathname)[0];
  if (first === undefined) return null;
  const lower = first.toLowerCase();
  if (RESELLER_FREE_SEGMENTS.includes(lower) || !isResellerSlugShape(lower)) return null;
  // With the list of resellers at hand, it decides (a reseller may well be called "tryckeriet");
  // without it, promotion-like prefixes are not resellers.
  if (knownResellers !== undefined) return knownResellers.some((r) => r.toLowerCase() === lower) ? lower : null;
  return PROMOTION_PREFIX.test(lower) ? null : lower;
}

/**
 * The address a page redirects to, or null to serve it (SPEC §2):
 * - bots (by user agent) skip every redirect;
 * - only logged-in users are redirected;
 * - a path whose reseller differs from the token's goes to the same path (and query) with the
 *   token's reseller, except on the bare reseller page (/{reseller});
 * - a landing route without a reseller (/ or /play) goes to /{tokenReseller}/play.
 * Decision: the other reseller-free pages (profiles, promotion and campaign pages, login, signup,
 * unsubscribe, SSO error) are served as they are; sending a user who is picking a profile to play
 * would break the login flow.
 */
export function resellerRedirect(input: ResellerRedirectInput): string | null {
  if (!input.loggedIn || isBot(input.userAgent)) return null;
  const token = (input.tokenReseller ?? "").trim().toLowerCase();
  if (!isResellerSlugShape(token)) return null;
  const { pathname, search, hash } = splitPath(input.path);
  const segments = pathSegments(pathname);
  const first = segments[0];

  if (first === undefined || (segments.length === 1 && first.toLowerCase() === "play")) return playPath(token);

  const current = pathReseller(pathname, input.knownResellers);
  if (current === null || current === token || segments.length === 1) return null;
  const rest = segments.slice(1).join("/");
  const trailing = pathname.endsWith("/") ? "/" : "";
  return `/${token}/${rest}${trailing}${search}${hash}`;
}
