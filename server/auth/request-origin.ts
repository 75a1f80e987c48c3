import type { FastifyRequest } from "fastify";

/**
 * Whether a request was sent by a browser. `Origin` and `Sec-Fetch-Site` are set by the browser
 * itself and are forbidden header names for page scripts (Fetch §4.6): a script can neither add
 * nor remove them, so an injected script cannot pass itself off as a non-browser client. Every
 * current browser sends `Origin` on a POST (same-origin ones too) and `Sec-Fetch-Site` on every
 * request; Node's fetch, curl and the Pact verifier send neither.
 */
export function isBrowserRequest(request: FastifyRequest): boolean {
  return request.headers.origin !== undefined || request.headers["sec-fetch-site"] !== undefined;
}

/**
 * True when the request carries an `Origin` header that is not the server's own origin: the
 * configured public origin (PUBLIC_ORIGIN), or scheme, host and port as the request reached the
 * server (behind a proxy, X-Forwarded-Proto/-Host count only when TRUST_PROXY lists the proxy's
 * address; Fastify ignores them for a hop count). `Origin: null` (sandboxed frames,
 * privacy-sensitive redirects) counts as foreign. No header at all is not foreign: older browsers
 * leave it out on same-origin requests, and SameSite=Strict still holds for them.
 */
export function comesFromForeignOrigin(request: FastifyRequest, publicOrigin?: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const normalised = normaliseOrigin(origin);
  if (normalised === null) return true;
  return normalised !== publicOrigin && normalised !== ownOrigin(request);
}

function ownOrigin(request: FastifyRequest): string | null {
  if (!request.host) return null;
  return normaliseOrigin(`${request.protocol}://${request.host}`);
}

/** Lower case, default ports dropped (`https://a:443` is `https://a`); null when it is no origin. */
function normaliseOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}
