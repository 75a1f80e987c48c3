import type { VerifierOptions } from "@pact-foundation/pact";
import type { CurrentProviderValues } from "./provider-values";

/** The parts of the proxied (express) request the filter touches. */
interface FilteredRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

const CHANGE_PROFILE_PATH = /^\/v1\/me\/change-profile\/\d+/;
/** The refresh token cookie (openapi.yaml) in a Cookie header; the browser sends it to the token endpoints. */
const REFRESH_COOKIE_VALUE = /(^|;\s*)(skolmedia_refresh=)[^;]*/;

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** Swaps the consumer's example values for the ones the state set up (provider-values.ts). */
export function rewriteRequest(request: FilteredRequest, current: CurrentProviderValues): void {
  const values = current.get();
  if (values.accessToken !== undefined && request.headers.authorization !== undefined) {
    request.headers.authorization = `Bearer ${values.accessToken}`;
  }
  const cookie = request.headers.cookie;
  if (values.refreshToken !== undefined && typeof cookie === "string" && REFRESH_COOKIE_VALUE.test(cookie)) {
    // Issue 6 §4: the browser's refresh and logout carry the token as the HttpOnly cookie.
    request.headers.cookie = cookie.replace(REFRESH_COOKIE_VALUE, `$1$2${values.refreshToken}`);
  }
  if (values.profileId !== undefined) {
    request.url = request.url.replace(CHANGE_PROFILE_PATH, `/v1/me/change-profile/${values.profileId}`);
  }
  markEmptyBody(request);
  if (!isJsonObject(request.body)) return;
  const body = { ...request.body };
  const replacements: ReadonlyArray<[key: string, value: string | undefined]> = [
    ["refreshToken", values.refreshToken],
    ["code", values.passcode],
    ["token", values.accessToken],
  ];
  let changed = false;
  for (const [key, value] of replacements) {
    if (value !== undefined && typeof body[key] === "string") {
      body[key] = value;
      changed = true;
    }
  }
  if (!changed) return;
  // Pact's proxy re-serialises req.body; the length header must follow the new body.
  request.body = body;
  request.headers["content-length"] = String(Buffer.byteLength(JSON.stringify(body)));
}

/**
 * A body-less POST (change-profile) reaches the proxy without a length; Pact's proxy would then
 * forward it chunked and the server would read it as a body without a type (415). Browsers send
 * `Content-Length: 0` for such a request, so the filter does the same.
 */
function markEmptyBody(request: FilteredRequest): void {
  const hasBody = request.headers["content-length"] !== undefined || request.headers["transfer-encoding"] !== undefined;
  if (!hasBody && request.method !== "GET" && request.method !== "HEAD") request.headers["content-length"] = "0";
}

/** The Verifier's requestFilter (an express middleware in front of the real server). */
export function createRequestFilter(current: CurrentProviderValues): NonNullable<VerifierOptions["requestFilter"]> {
  const filter = (request: FilteredRequest, _response: unknown, next: () => void): void => {
    rewriteRequest(request, current);
    next();
  };
  return filter as unknown as NonNullable<VerifierOptions["requestFilter"]>;
}
