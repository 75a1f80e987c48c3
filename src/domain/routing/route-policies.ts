import { pathSegments, splitPath } from "./query-string";
import { HOME_PATH } from "./public-routes";

// SPEC §2 "Routing behaviour" and §9 "Cached route: only /".

// SPEC §2: "user agent contains googlebot, bingbot, facebookexternalhit, twitterbot, slackbot or
// Applebot, case-insensitive".
const BOT_PATTERN = /googlebot|bingbot|facebookexternalhit|twitterbot|slackbot|applebot/i;

/** True when the user agent names one of the crawlers that skip the redirects. */
export function isBot(userAgent: string | null | undefined): boolean {
  return typeof userAgent === "string" && BOT_PATTERN.test(userAgent);
}

/**
 * SPEC §2: after a route change the view scrolls to top, unless the path ends with search.
 * Decision: "ends with search" is read per segment (the last segment is "search"), so a CMS page
 * called /member/pages/research still scrolls; query, hash and a trailing slash do not count.
 */
export function shouldScrollToTop(path: string): boolean {
  const segments = pathSegments(splitPath(path).pathname);
  return segments[segments.length - 1] !== "search";
}

/**
 * SPEC §2 / §9: the home path / is the only cached route (menu, alert strip, footer and SSO
 * configuration are not fetched for it). A query string or hash does not make it another route.
 */
export function isCachedRoute(path: string): boolean {
  return splitPath(path).pathname === HOME_PATH;
}

/** SPEC §2: every page carries a noindex robots tag. */
export const ROBOTS_META_CONTENT = "noindex";
