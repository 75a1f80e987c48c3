import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../http/api-error";
import type { TokenPair } from "./auth.service";
import { comesFromForeignOrigin, isBrowserRequest } from "./request-origin";

/**
 * ARCHITECTURE §6 "Refresh token", issue 6 §4: the refresh token lives in an HttpOnly cookie that
 * scripts cannot read. Its own name, not the web app's former script-readable `refreshToken`
 * cookie (Path=/), so the two never shadow each other in a Cookie header.
 */
export const REFRESH_COOKIE = "skolmedia_refresh";

/**
 * Cookie paths match whole segments (RFC 6265 §5.1.4): `/api-token` does not cover
 * `/api-token-refresh`, and no path covers both endpoints but `/`, which would send the token with
 * every request. So the cookie is set once per endpoint, same value, and both are always written
 * and cleared together.
 */
export const REFRESH_COOKIE_PATHS = ["/api-token-refresh", "/api-token-logout"] as const;

export interface RefreshCookieOptions {
  /** `Secure` in production (config.production); development serves plain http on localhost. */
  readonly secure: boolean;
  /** config.publicOrigin: also the server's own origin for the Origin check. */
  readonly publicOrigin?: string | undefined;
}

/** Where the token of a refresh or logout came from. */
export type PresentedRefreshToken = { readonly token: string; readonly from: "body" | "cookie" };

/**
 * The refresh token of a refresh or logout: the body's when it has one (SPEC §7, other clients),
 * else the cookie's. A cookie-authenticated call from a page of another origin is refused (403
 * AUTH.CROSS_ORIGIN): SameSite=Strict already keeps cross-site pages out, the Origin check also
 * keeps out same-site ones (a sibling subdomain) and browsers that ignore SameSite.
 */
export function presentedRefreshToken(
  request: FastifyRequest,
  bodyToken: string | undefined,
  options: RefreshCookieOptions,
): PresentedRefreshToken | null {
  if (bodyToken !== undefined) return { token: bodyToken, from: "body" };
  const header = request.headers.cookie;
  const token = header ? request.server.parseCookie(header)[REFRESH_COOKIE] : undefined;
  if (token === undefined || token === "") return null;
  if (comesFromForeignOrigin(request, options.publicOrigin)) throw new ApiError("AUTH.CROSS_ORIGIN");
  return { token, from: "cookie" };
}

/**
 * Sets the cookie with a new refresh token and returns the JSON answer. The body keeps the token
 * (SPEC §7) for a client that sent its old one in the body (it held one already) and for a
 * non-browser client logging in; a browser gets it only in the cookie, else an injected script
 * could read it from the answer of a login, refresh or profile change and use it elsewhere.
 */
export function deliverTokens(
  request: FastifyRequest,
  reply: FastifyReply,
  pair: TokenPair,
  presented: PresentedRefreshToken["from"] | null,
  options: RefreshCookieOptions & { readonly now: Date },
): { accessToken: string; refreshToken?: string } {
  // Max-Age, not Expires: relative, so a client clock that is off does not matter, and no comma
  // in the header value (Expires dates have one) for clients that fold Set-Cookie lines.
  const maxAge = Math.max(0, Math.floor((pair.refreshExpiresAt.getTime() - options.now.getTime()) / 1000));
  for (const path of REFRESH_COOKIE_PATHS) reply.setCookie(REFRESH_COOKIE, pair.refreshToken, { ...attributes(path, options), maxAge });
  const inBody = presented === "body" || (presented === null && !isBrowserRequest(request));
  return inBody ? { accessToken: pair.accessToken, refreshToken: pair.refreshToken } : { accessToken: pair.accessToken };
}

/**
 * Removes the cookie (logout, a refused token): the browser drops a dead token at once. Max-Age=0
 * alone (reply.clearCookie would add an Expires date, with its comma).
 */
export function clearRefreshCookie(reply: FastifyReply, options: RefreshCookieOptions): void {
  for (const path of REFRESH_COOKIE_PATHS) reply.setCookie(REFRESH_COOKIE, "", { ...attributes(path, options), maxAge: 0 });
}

function attributes(path: string, options: RefreshCookieOptions) {
  return { path, httpOnly: true, sameSite: "strict", secure: options.secure } as const;
}
