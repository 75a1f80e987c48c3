import { MatchersV3, type V3Interaction } from "@pact-foundation/pact";
import { STATES } from "../provider-states";
import { ACCESS_TOKEN, errorBody, JSON_HEADERS, JSON_RESPONSE_HEADERS, REFRESH_TOKEN } from "./examples";

// Interactions that more than one consumer test adds: a pact holds each description once, so the
// same description must always mean the same request and answer.

/** GET /v1/me with an access token the server refuses (SPEC §4: a 401 starts the refresh). */
export const ME_WITH_EXPIRED_ACCESS_TOKEN: V3Interaction = {
  states: [{ description: STATES.accessTokenExpired }],
  uponReceiving: "a request for the signed-in user with an expired access token",
  withRequest: { method: "GET", path: "/v1/me", headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } },
  willRespondWith: { status: 401, headers: JSON_RESPONSE_HEADERS, body: errorBody("AUTH.UNAUTHENTICATED") },
};

/** POST /api-token-refresh with a refresh token that was already rotated (reuse detection). */
export const REFRESH_WITH_ROTATED_TOKEN: V3Interaction = {
  states: [{ description: STATES.revokedRefreshToken }],
  uponReceiving: "a refresh with a refresh token that was already rotated",
  withRequest: {
    method: "POST",
    path: "/api-token-refresh",
    headers: JSON_HEADERS,
    body: { refreshToken: MatchersV3.like(REFRESH_TOKEN) },
  },
  willRespondWith: { status: 401, headers: JSON_RESPONSE_HEADERS, body: errorBody("AUTH.TOKEN_REUSED") },
};
