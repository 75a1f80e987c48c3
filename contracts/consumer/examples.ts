import { MatchersV3 } from "@pact-foundation/pact";
import { TEACHER_EMAIL } from "../provider-states";

const { like, regex, eachLike, integer, boolean } = MatchersV3;

// Example values only: the provider answers with its own real tokens, which the matchers accept.

/** Three base64url parts: what every access token looks like on the wire (a signed JWT). */
export const JWT_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
export const BEARER_PATTERN = /^Bearer [A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function base64url(value: object | string): string {
  return Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
}

/** A JWT-shaped example with the SPEC §3 claims; exp is far in the future so no early refresh. */
export function exampleJwt(signature: string, overrides: Record<string, unknown> = {}): string {
  const claims = {
    sub: "2",
    exp: 4102444800,
    iat: 4102443900,
    role: "TEACHER",
    isActive: true,
    yearOfBirth: 1984,
    resellerSlug: "member",
    license: 8,
    profiles: [{ id: 1, name: "Lena Lärare", isActive: true, lastUsed: null }],
    searchScope: 1,
    ...overrides,
  };
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

/** POST /api-token-auth and /api-token-refresh: a signed JWT and an opaque refresh token (SPEC §7). */
export const tokenPairBody = (accessToken = ACCESS_TOKEN, refreshToken = REFRESH_TOKEN) => ({
  accessToken: regex(JWT_PATTERN, accessToken),
  refreshToken: like(refreshToken),
});

/** SPEC §3 "Error response body"; the code is the stable part clients branch on. */
export const errorBody = (code: string) => ({
  code,
  message: like("A valid access token is required."),
  description: like("Du behöver logga in."),
});

/** A profile without lastUsed: Pact cannot say "string or null", and the web app does not read it. */
const profile = { id: integer(1), name: like("Lena Lärare"), isActive: boolean(true) };

/** What both /v1/me and the token's claims say of the teacher (SPEC §3 access token claims). */
const teacherClaims = {
  role: "TEACHER",
  isActive: true,
  yearOfBirth: integer(1984),
  resellerSlug: like("member"),
  license: integer(8),
  profiles: eachLike(profile),
  searchScope: integer(1),
};

/**
 * GET /v1/me for the teacher with one profile. school, className and phone are nullable in the
 * contract and left out here for the same reason; openapi.yaml still checks them on the server.
 */
export const meBody = {
  id: integer(2),
  email: TEACHER_EMAIL,
  firstName: like("Lena"),
  lastName: like("Lärare"),
  accountType: "teacher",
  ...teacherClaims,
};

/** POST /api-token-verify: the claims of the token (SPEC §3). */
export const verifyBody = {
  valid: true,
  claims: {
    sub: regex(/^[0-9]+$/, "2"),
    exp: integer(4102444800),
    iat: integer(4102443900),
    ...teacherClaims,
  },
};
