import type { FastifyReply, FastifyRequest } from "fastify";
import { resellerRedirect } from "../../src/domain/routing/reseller-redirect";
import { isBot } from "../../src/domain/routing/route-policies";
import type { AccessTokenService } from "../auth/access-token";

/**
 * The cookie the web app keeps the access token in (src/adapters/browser/auth/cookie-token.store.ts
 * ACCESS_TOKEN_COOKIE; server/ may not import the web app, tests/access-token-cookie.test.ts holds
 * the two names together). SameSite=Lax, so a link from another site brings it along.
 */
export const ACCESS_TOKEN_COOKIE = "accessToken";

/**
 * SPEC §2 "Routing behaviour", placed on the server by ARCHITECTURE §6 ("on the server-rendered
 * page"): where an HTML request goes instead of the page, or null to serve it. The rule itself is
 * the domain's resellerRedirect, the same one the web app's route guard applies after client-side
 * navigation:
 * - a logged-in user whose path reseller differs from the token's goes to the same path (and query)
 *   with the token's reseller — not on the bare reseller page /{reseller};
 * - a logged-in user on / or /play goes to /{reseller}/play;
 * - bots skip both; promotion, campaign and try pages have no reseller, so they are never redirected.
 * "Logged in" means a token this server signed and still accepts: an expired, forged or unreadable
 * cookie is a visitor's request (the web app renews an expired token and redirects itself).
 */
export async function htmlRedirectTarget(request: FastifyRequest, tokens: Pick<AccessTokenService, "verify">): Promise<string | null> {
  const userAgent = request.headers["user-agent"];
  // Before the token check: a crawler costs no signature verification.
  if (isBot(userAgent)) return null;
  const header = request.headers.cookie;
  const token = header ? request.server.parseCookie(header)[ACCESS_TOKEN_COOKIE] : undefined;
  if (!token) return null;
  const verified = await tokens.verify(token);
  if (!verified.ok) return null;
  return resellerRedirect({ path: request.url, tokenReseller: verified.claims.resellerSlug, userAgent, loggedIn: true });
}

/**
 * Answers 302 when the request is redirected (see htmlRedirectTarget); false when the page should be
 * served. The answer depends on the cookie and the user agent, so no cache may keep it.
 */
export async function sendHtmlRedirect(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: Pick<AccessTokenService, "verify">,
): Promise<boolean> {
  const target = await htmlRedirectTarget(request, tokens);
  if (target === null) return false;
  await reply.code(302).header("location", target).header("cache-control", "no-store").header("vary", "Cookie, User-Agent").send();
  return true;
}
