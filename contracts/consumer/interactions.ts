import type { V3Interaction } from "@pact-foundation/pact";
import { STATES } from "../provider-states";
import {
  ACCESS_TOKEN,
  accessTokenBody,
  errorBody,
  JSON_RESPONSE_HEADERS,
  refreshCookieHeader,
  refreshSetCookieHeader,
  ROTATED_ACCESS_TOKEN,
  ROTATED_REFRESH_TOKEN,
} from "./examples";

// Interactions that more than one consumer test adds: a pact holds each description once, so the
// same description must always mean the same request and answer.

/** GET /v1/me with an access token the server refuses (SPEC §4: a 401 starts the refresh). */
export const ME_WITH_EXPIRED_ACCESS_TOKEN: V3Interaction = {
  states: [{ description: STATES.accessTokenExpired }],
  uponReceiving: "a request for the signed-in user with an expired access token",
  withRequest: { method: "GET", path: "/v1/me", headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } },
  willRespondWith: { status: 401, headers: JSON_RESPONSE_HEADERS, body: errorBody("AUTH.UNAUTHENTICATED") },
};

/**
 * POST /api-token-refresh as the browser sends it (issue 6 §4): no body, the refresh token as the
 * HttpOnly cookie. The answer sets the rotated cookie; the body's access token is all the app reads.
 */
export const REFRESH_WITH_LIVE_COOKIE: V3Interaction = {
  states: [{ description: STATES.validRefreshToken }],
  uponReceiving: "a refresh with a live refresh token cookie",
  withRequest: { method: "POST", path: "/api-token-refresh", headers: refreshCookieHeader() },
  willRespondWith: {
    status: 200,
    headers: { ...JSON_RESPONSE_HEADERS, ...refreshSetCookieHeader(ROTATED_REFRESH_TOKEN) },
    body: accessTokenBody(ROTATED_ACCESS_TOKEN),
  },
};

/** POST /api-token-refresh with a refresh token cookie that was already rotated (reuse detection): 401, and the cookie cleared. */
export const REFRESH_WITH_ROTATED_TOKEN: V3Interaction = {
  states: [{ description: STATES.revokedRefreshToken }],
  uponReceiving: "a refresh with a refresh token cookie that was already rotated",
  withRequest: { method: "POST", path: "/api-token-refresh", headers: refreshCookieHeader() },
  willRespondWith: {
    status: 401,
    headers: { ...JSON_RESPONSE_HEADERS, ...refreshSetCookieHeader(null) },
    body: errorBody("AUTH.TOKEN_REUSED"),
  },
};
