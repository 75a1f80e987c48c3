import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, STATES, TEACHER_EMAIL, TWO_PROFILE_TEACHER } from "../provider-states";
import {
  ACCESS_TOKEN,
  accessTokenBody,
  exampleClaims,
  exampleJwt,
  BEARER_PATTERN,
  errorBody,
  JSON_HEADERS,
  JSON_RESPONSE_HEADERS,
  JWT_PATTERN,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATHS,
  REFRESH_TOKEN,
  refreshCookieHeader,
  refreshSetCookieHeader,
  ROTATED_ACCESS_TOKEN,
  ROTATED_REFRESH_TOKEN,
  verifyBody,
} from "./examples";
import { REFRESH_WITH_LIVE_COOKIE, REFRESH_WITH_ROTATED_TOKEN } from "./interactions";
import { createPact, loggedInCookies, restHarness } from "./rest-harness";

const { regex } = MatchersV3;

/** The jar holds `token` on both token paths (the app's own code never sees it). */
const cookieJarWith = (token: string) => Object.fromEntries(REFRESH_COOKIE_PATHS.map((path) => [`${REFRESH_COOKIE}@${path}`, token]));

/** The profile the switch interaction picks: the second of the teacher with two profiles. */
const [, secondProfile] = TWO_PROFILE_TEACHER.profiles;

// SPEC §7 Auth, driven through the real RestAuthAdapter (ARCHITECTURE §4.10).
describe("the web app's auth calls (Pact consumer)", () => {
  const pact = createPact();

  it("logs in with e-mail and password: the access token, and the refresh token as an HttpOnly cookie", async () => {
    pact.addInteraction({
      states: [{ description: STATES.teacherWithOneProfile }],
      uponReceiving: "a password login with the right password",
      withRequest: {
        method: "POST",
        path: "/api-token-auth",
        headers: JSON_HEADERS,
        body: { email: TEACHER_EMAIL, password: DEMO_PASSWORD },
      },
      willRespondWith: {
        status: 200,
        headers: { ...JSON_RESPONSE_HEADERS, ...refreshSetCookieHeader(REFRESH_TOKEN) },
        body: accessTokenBody(),
      },
    });
    await pact.executeTest(async (mock) => {
      const harness = restHarness(mock.url);
      const result = await harness.auth.login({ email: TEACHER_EMAIL, password: DEMO_PASSWORD });
      expect(result).toEqual({ ok: true, value: { accessToken: ACCESS_TOKEN } });
      expect(harness.cookies.entries()).toEqual(cookieJarWith(REFRESH_TOKEN));
    });
  });

  it("turns a wrong password into an unauthorized error carrying the body's code", async () => {
    pact.addInteraction({
      states: [{ description: STATES.teacherWithOneProfile }],
      uponReceiving: "a password login with a wrong password",
      withRequest: {
        method: "POST",
        path: "/api-token-auth",
        headers: JSON_HEADERS,
        body: { email: TEACHER_EMAIL, password: "fel-lösenord" },
      },
      willRespondWith: { status: 401, headers: JSON_RESPONSE_HEADERS, body: errorBody("AUTH.INVALID_CREDENTIALS") },
    });
    await pact.executeTest(async (mock) => {
      const result = await restHarness(mock.url).auth.login({ email: TEACHER_EMAIL, password: "fel-lösenord" });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toMatchObject({ kind: "unauthorized", status: 401, code: "AUTH.INVALID_CREDENTIALS" });
    });
  });

  it("asks the server to e-mail a login passcode", async () => {
    pact.addInteraction({
      states: [{ description: STATES.teacherWithOneProfile }],
      uponReceiving: "a request to e-mail a login passcode",
      withRequest: { method: "POST", path: "/v1/me/send-email-passcode", headers: JSON_HEADERS, body: { email: TEACHER_EMAIL } },
      willRespondWith: { status: 204 },
    });
    await pact.executeTest(async (mock) => {
      expect(await restHarness(mock.url).auth.sendEmailPasscode(TEACHER_EMAIL)).toEqual({ ok: true, value: undefined });
    });
  });

  it("logs in with e-mail and the e-mailed passcode", async () => {
    pact.addInteraction({
      states: [{ description: STATES.passcodeEmailed }],
      uponReceiving: "a passcode login with the e-mailed code",
      withRequest: {
        method: "POST",
        path: "/api-token-auth",
        headers: JSON_HEADERS,
        // The provider swaps in the code it really e-mailed (contracts/provider/request-filter.ts).
        body: { email: TEACHER_EMAIL, code: regex(/^[0-9]{6}$/, "123456") },
      },
      willRespondWith: {
        status: 200,
        headers: { ...JSON_RESPONSE_HEADERS, ...refreshSetCookieHeader(REFRESH_TOKEN) },
        body: accessTokenBody(),
      },
    });
    await pact.executeTest(async (mock) => {
      const result = await restHarness(mock.url).auth.login({ email: TEACHER_EMAIL, code: "123456" });
      expect(result).toEqual({ ok: true, value: { accessToken: ACCESS_TOKEN } });
    });
  });

  it("rotates the refresh token cookie: no body, a new access token and a new cookie", async () => {
    pact.addInteraction(REFRESH_WITH_LIVE_COOKIE);
    await pact.executeTest(async (mock) => {
      const harness = restHarness(mock.url, undefined, loggedInCookies());
      const result = await harness.auth.refresh();
      expect(result).toEqual({ ok: true, value: { accessToken: ROTATED_ACCESS_TOKEN } });
      expect(harness.cookies.entries()).toEqual(cookieJarWith(ROTATED_REFRESH_TOKEN));
    });
  });

  it("reports a reused refresh token as unauthorized (SPEC §4 reuse detection)", async () => {
    pact.addInteraction(REFRESH_WITH_ROTATED_TOKEN);
    await pact.executeTest(async (mock) => {
      const result = await restHarness(mock.url, undefined, loggedInCookies()).auth.refresh();
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toMatchObject({ kind: "unauthorized", code: "AUTH.TOKEN_REUSED" });
    });
  });

  it("revokes the refresh token cookie on logout, and the answer clears it", async () => {
    pact.addInteraction({
      states: [{ description: STATES.validRefreshToken }],
      uponReceiving: "a logout with a live refresh token cookie",
      withRequest: { method: "POST", path: "/api-token-logout", headers: refreshCookieHeader() },
      willRespondWith: { status: 204, headers: refreshSetCookieHeader(null) },
    });
    await pact.executeTest(async (mock) => {
      const harness = restHarness(mock.url, undefined, loggedInCookies());
      expect(await harness.auth.logout()).toEqual({ ok: true, value: undefined });
      expect(harness.cookies.entries()).toEqual({});
    });
  });

  it("verifies an access token and returns its claims", async () => {
    pact.addInteraction({
      states: [{ description: STATES.teacherLoggedIn }],
      uponReceiving: "a verification of a valid access token",
      withRequest: { method: "POST", path: "/api-token-verify", headers: JSON_HEADERS, body: { token: regex(JWT_PATTERN, ACCESS_TOKEN) } },
      willRespondWith: { status: 200, headers: JSON_RESPONSE_HEADERS, body: verifyBody },
    });
    await pact.executeTest(async (mock) => {
      const result = await restHarness(mock.url).auth.verify(ACCESS_TOKEN);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value).toMatchObject({ sub: "2", role: "TEACHER", resellerSlug: "member", license: 8 });
    });
  });

  it("switches profile with the bearer token: a new access token and a new refresh token cookie", async () => {
    const profilerToken = exampleProfilerToken();
    pact.addInteraction({
      states: [{ description: STATES.teacherWithTwoProfilesLoggedIn }],
      uponReceiving: "a switch to the teacher's second profile",
      withRequest: {
        method: "POST",
        // The provider points the path at the real id of the second profile.
        path: regex("^/v1/me/change-profile/[0-9]+$", `/v1/me/change-profile/${secondProfile.id}`),
        headers: { Authorization: regex(BEARER_PATTERN, `Bearer ${profilerToken}`) },
      },
      willRespondWith: {
        status: 200,
        headers: { ...JSON_RESPONSE_HEADERS, ...refreshSetCookieHeader(ROTATED_REFRESH_TOKEN) },
        body: accessTokenBody(ROTATED_ACCESS_TOKEN),
      },
    });
    await pact.executeTest(async (mock) => {
      const harness = restHarness(mock.url, undefined, loggedInCookies());
      harness.tokens.setAccessToken(profilerToken);
      const result = await harness.auth.changeProfile(secondProfile.id);
      expect(result).toEqual({ ok: true, value: { accessToken: ROTATED_ACCESS_TOKEN } });
      expect(harness.cookies.entries()).toEqual(cookieJarWith(ROTATED_REFRESH_TOKEN));
    });
  });
});

/** An access token of the teacher with two profiles (SPEC §3 claims; no profile active yet). */
function exampleProfilerToken(): string {
  return exampleJwt("profiler-signature", exampleClaims(TWO_PROFILE_TEACHER));
}
