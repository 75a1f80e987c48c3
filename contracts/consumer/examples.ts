import { MatchersV3 } from "@pact-foundation/pact";
import { demoClaims, type DemoAccount } from "../../src/fixtures/demo-accounts";
import { TEACHER } from "../provider-states";

const { like, regex, eachLike, integer, boolean } = MatchersV3;

// Example values only: the provider answers with its own real tokens, which the matchers accept.

/** Three base64url parts: what every access token looks like on the wire (a signed JWT). */
export const JWT_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
export const BEARER_PATTERN = /^Bearer [A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function base64url(value: object | string): string {
  return Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
}

/** The claims the server signs for a demo account as seeded (SPEC §3), from the fixture the seed writes. */
export function exampleClaims(account: DemoAccount): Record<string, unknown> {
  return { ...demoClaims(account) };
}

/** A JWT-shaped example with the SPEC §3 claims of the teacher; exp is far in the future so no early refresh. */
export function exampleJwt(signature: string, overrides: Record<string, unknown> = {}): string {
  const { sub, ...teacher } = exampleClaims(TEACHER);
  const claims = { sub, exp: 4102444800, iat: 4102443900, ...teacher, ...overrides };
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(claims)}.${base64url(signature)}`;
}

export const ACCESS_TOKEN = exampleJwt("example-signature");
export const ROTATED_ACCESS_TOKEN = exampleJwt("rotated-signature");
export const REFRESH_TOKEN = "q1Xw0G1m2bS3o7rVt9uYkZcA4dEfH5iJ6lMnOpRsTuV";
export const ROTATED_REFRESH_TOKEN = "Zr8pY7oX6nW5mV4lU3kT2jS1iR0hQ9gP8fO7eN6dM5c";

export const JSON_HEADERS = { "Content-Type": "application/json" };
// Exact, not a regex: the Rust verifier compares Content-Type as a MIME type and rejects regex
// matchers on it when parameters follow (pact-foundation/pact-reference#406).
export const JSON_RESPONSE_HEADERS = { "Content-Type": "application/json; charset=utf-8" };

/**
 * POST /api-token-auth, /api-token-refresh and /v1/me/change-profile/{id}: the web app reads the
 * signed JWT only. The refresh token is the HttpOnly cookie (issue 6 §4); a browser's answer has
 * it nowhere else, and where the server adds it to the body (a client it takes for no browser, as
 * the verifier is) the app drops it, so the pact does not ask for it.
 */
export const accessTokenBody = (accessToken = ACCESS_TOKEN) => ({ accessToken: regex(JWT_PATTERN, accessToken) });

/** The refresh token cookie of openapi.yaml: HttpOnly, SameSite=Strict, one per token endpoint path. */
export const REFRESH_COOKIE = "skolmedia_refresh";
export const REFRESH_COOKIE_PATHS = ["/api-token-refresh", "/api-token-logout"] as const;

/** What the browser sends to /api-token-refresh and /api-token-logout: that path's refresh token cookie. */
export const refreshCookieHeader = (token = REFRESH_TOKEN) => ({
  Cookie: regex(`^${REFRESH_COOKIE}=[A-Za-z0-9_-]+$`, `${REFRESH_COOKIE}=${token}`),
});

const setCookieLine = (value: string, path: string, maxAge: number) =>
  `${REFRESH_COOKIE}=${value}; Max-Age=${maxAge}; Path=${path}; HttpOnly; SameSite=Strict`;

/**
 * Set-Cookie of an answer that issues a refresh token, or clears it (Max-Age=0): the cookie on
 * both token paths. The pattern takes the two lines one by one and folded into one header.
 */
export const refreshSetCookieHeader = (token: string | null) => {
  const value = token === null ? "" : "[A-Za-z0-9_-]+";
  const maxAge = token === null ? "0" : "[0-9]+";
  const line = (path: string) => `${REFRESH_COOKIE}=${value}; Max-Age=${maxAge}; Path=${path}; HttpOnly; SameSite=Strict`;
  const pattern = `^(${line("/api-token-refresh")}|${line("/api-token-logout")})(, (${line("/api-token-refresh")}|${line("/api-token-logout")}))?$`;
  const example = REFRESH_COOKIE_PATHS.map((path) => setCookieLine(token ?? "", path, token === null ? 0 : 2592000)).join(", ");
  // A string, not a RegExp: its source would escape the slashes, which the Rust verifier's regex refuses.
  return { "Set-Cookie": regex(pattern, example) };
};

/** SPEC §3 "Error response body"; the code is the stable part clients branch on. */
export const errorBody = (code: string) => ({
  code,
  message: like("A valid access token is required."),
  description: like("Du behöver logga in."),
});

const [teacherProfile] = TEACHER.profiles;

/** A profile without lastUsed: Pact cannot say "string or null", and the web app does not read it. */
const profile = { id: integer(teacherProfile.id), name: like(teacherProfile.name), isActive: boolean(teacherProfile.isActive) };

/** What both /v1/me and the token's claims say of the teacher (SPEC §3 access token claims). */
const teacherClaims = {
  role: TEACHER.role,
  isActive: TEACHER.isActive,
  yearOfBirth: integer(TEACHER.yearOfBirth),
  resellerSlug: like(TEACHER.resellerSlug),
  license: integer(TEACHER.license),
  profiles: eachLike(profile),
  searchScope: integer(TEACHER.searchScope),
};

/**
 * GET /v1/me for the teacher with one profile. school, className and phone are nullable in the
 * contract and left out here for the same reason; openapi.yaml still checks them on the server.
 */
export const meBody = {
  id: integer(TEACHER.id),
  email: TEACHER.email,
  firstName: like(TEACHER.firstName),
  lastName: like(TEACHER.lastName),
  accountType: TEACHER.accountType,
  ...teacherClaims,
};

/** POST /api-token-verify: the claims of the token (SPEC §3). */
export const verifyBody = {
  valid: true,
  claims: {
    sub: regex(/^[0-9]+$/, String(TEACHER.id)),
    exp: integer(4102444800),
    iat: integer(4102443900),
    ...teacherClaims,
  },
};
