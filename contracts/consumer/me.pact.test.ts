import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { STATES, TEACHER_EMAIL } from "../provider-states";
import {
  ACCESS_TOKEN,
  BEARER_PATTERN,
  errorBody,
  JSON_RESPONSE_HEADERS,
  meBody,
  REFRESH_COOKIE,
  ROTATED_ACCESS_TOKEN,
  ROTATED_REFRESH_TOKEN,
} from "./examples";
import { ME_WITH_EXPIRED_ACCESS_TOKEN, REFRESH_WITH_LIVE_COOKIE, REFRESH_WITH_ROTATED_TOKEN } from "./interactions";
import { createPact, loggedInCookies, restHarness } from "./rest-harness";

const { regex } = MatchersV3;

// GET /v1/me (SPEC §7) through the real RestMeAdapter and its auth-refresh middleware.
describe("the web app's /v1/me call (Pact consumer)", () => {
  const pact = createPact();

  it("sends the access token as a bearer token and reads the signed-in user", async () => {
    pact.addInteraction({
      states: [{ description: STATES.teacherLoggedIn }],
      uponReceiving: "a request for the signed-in user",
      withRequest: { method: "GET", path: "/v1/me", headers: { Authorization: regex(BEARER_PATTERN, `Bearer ${ACCESS_TOKEN}`) } },
      willRespondWith: { status: 200, headers: JSON_RESPONSE_HEADERS, body: meBody },
    });
    await pact.executeTest(async (mock) => {
      const harness = restHarness(mock.url, undefined, loggedInCookies());
      harness.tokens.setAccessToken(ACCESS_TOKEN);
      const result = await harness.me.getMe();
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value).toMatchObject({ email: TEACHER_EMAIL, role: "TEACHER", accountType: "teacher", license: 8, searchScope: 1 });
      expect(result.value.profiles).toHaveLength(1);
    });
  });

  it("gets a 401 with the error body when no one is logged in", async () => {
    pact.addInteraction({
      states: [{ description: STATES.nobodyLoggedIn }],
      uponReceiving: "a request for the signed-in user without a token",
      withRequest: { method: "GET", path: "/v1/me" },
      willRespondWith: { status: 401, headers: JSON_RESPONSE_HEADERS, body: errorBody("AUTH.UNAUTHENTICATED") },
    });
    await pact.executeTest(async (mock) => {
      const harness = restHarness(mock.url);
      const result = await harness.me.getMe();
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toMatchObject({ kind: "unauthorized", status: 401, code: "AUTH.UNAUTHENTICATED" });
      // Without a session there is nothing to retry and no session to end.
      expect(harness.sessionExpiredCalls()).toBe(0);
    });
  });

  it("refreshes once after a 401 and retries with the new access token (SPEC §4)", async () => {
    // Exact header values here (not a JWT regex): the mock server must tell the rejected token
    // from the rotated one. The provider replaces both with real tokens of the state.
    pact.addInteraction(ME_WITH_EXPIRED_ACCESS_TOKEN);
    // The refresh goes with the HttpOnly cookie, exactly as in auth.pact.test.ts.
    pact.addInteraction(REFRESH_WITH_LIVE_COOKIE);
    pact.addInteraction({
      states: [{ description: STATES.teacherLoggedIn }],
      uponReceiving: "a retried request for the signed-in user with the refreshed access token",
      withRequest: { method: "GET", path: "/v1/me", headers: { Authorization: `Bearer ${ROTATED_ACCESS_TOKEN}` } },
      willRespondWith: { status: 200, headers: JSON_RESPONSE_HEADERS, body: meBody },
    });
    await pact.executeTest(async (mock) => {
      const harness = restHarness(mock.url, undefined, loggedInCookies());
      harness.tokens.setAccessToken(ACCESS_TOKEN);
      const result = await harness.me.getMe();
      expect(result.ok).toBe(true);
      expect(harness.tokens.getAccessToken()).toBe(ROTATED_ACCESS_TOKEN);
      expect(harness.cookies.entries()[`${REFRESH_COOKIE}@/api-token-refresh`]).toBe(ROTATED_REFRESH_TOKEN);
      expect(harness.sessionExpiredCalls()).toBe(0);
    });
  });

  it("ends the session once when the refresh after a 401 is refused (SPEC §4 failed refresh)", async () => {
    // The same two interactions as above and in auth.pact.test.ts, combined into the failure path.
    pact.addInteraction(ME_WITH_EXPIRED_ACCESS_TOKEN);
    pact.addInteraction(REFRESH_WITH_ROTATED_TOKEN);
    await pact.executeTest(async (mock) => {
      const harness = restHarness(mock.url, undefined, loggedInCookies());
      harness.tokens.setAccessToken(ACCESS_TOKEN);
      const result = await harness.me.getMe();
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toMatchObject({ kind: "unauthorized", status: 401 });
      expect(harness.sessionExpiredCalls()).toBe(1);
    });
  });
});
