import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, claimsOf, loginAs, postLogin, refreshWithBody } from "../testing/auth-helpers";
import { parsePublicOrigin } from "../config/config";
import { createTestApp, type TestApp } from "../testing/test-app";
import { REFRESH_COOKIE, REFRESH_COOKIE_PATHS } from "./refresh-cookie";
import { REFRESH_FAMILY_DAYS } from "./refresh-token.repository";

// Issue 6 §4, ARCHITECTURE §6: the refresh token as an HttpOnly, SameSite=Strict cookie scoped to
// the token endpoints; the token endpoints take it from the cookie when the body has none.

/** `app.inject` sends `Host: localhost:80`, so this is the server's own origin in these tests. */
const OWN_ORIGIN = "http://localhost";
/** What a browser adds to every fetch of the web app (page scripts can set neither). */
const BROWSER = { origin: OWN_ORIGIN, "sec-fetch-site": "same-origin" };

function setCookieLines(response: LightMyRequestResponse): string[] {
  const header = response.headers["set-cookie"];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** The refresh cookie's value as the browser would keep it (both paths carry the same value). */
function refreshCookieOf(response: LightMyRequestResponse): string {
  const values = new Set(response.cookies.filter((cookie) => cookie.name === REFRESH_COOKIE).map((cookie) => cookie.value));
  if (values.size !== 1) throw new Error(`expected one refresh cookie value, got ${[...values].join(", ")}`);
  return [...values][0]!;
}

describe("the refresh token cookie", () => {
  let t: TestApp;
  const login = (email: string, headers: Record<string, string> = BROWSER) => postLogin(t.app, email, { headers });
  const withCookie = (url: string, token: string, headers: Record<string, string> = BROWSER) =>
    t.app.inject({ method: "POST", url, headers: { ...headers, cookie: `${REFRESH_COOKIE}=${token}` } });
  const refreshByCookie = (token: string, headers?: Record<string, string>) => withCookie("/api-token-refresh", token, headers);
  const logoutByCookie = (token: string, headers?: Record<string, string>) => withCookie("/api-token-logout", token, headers);
  const refreshByBody = (refreshToken: string) => refreshWithBody(t.app, refreshToken);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("is set by login as HttpOnly, SameSite=Strict, not Secure in development, once per token endpoint", async () => {
    const response = await login("larare@skolmedia.test");
    expect(response.statusCode).toBe(200);
    const lines = setCookieLines(response);
    expect(lines).toHaveLength(2);
    const maxAge = REFRESH_FAMILY_DAYS * 86_400;
    REFRESH_COOKIE_PATHS.forEach((path, i) => {
      expect(lines[i]).toMatch(
        new RegExp(`^${REFRESH_COOKIE}=[A-Za-z0-9_-]{43}; Max-Age=${maxAge}; Path=${path}; HttpOnly; SameSite=Strict$`),
      );
    });
    expect(REFRESH_COOKIE_PATHS).toEqual(["/api-token-refresh", "/api-token-logout"]);
  });

  it("keeps the token out of a browser's answer body, and in the body for other clients (SPEC §7)", async () => {
    const browser = await login("larare@skolmedia.test");
    expect(Object.keys(browser.json())).toEqual(["accessToken"]);
    // Sec-Fetch-Site alone also marks a browser (a browser that leaves Origin out).
    const fetchMetadataOnly = await login("larare@skolmedia.test", { "sec-fetch-site": "same-origin" });
    expect(Object.keys(fetchMetadataOnly.json())).toEqual(["accessToken"]);
    const other = await login("larare@skolmedia.test", {});
    expect(other.json()).toEqual({ accessToken: expect.any(String), refreshToken: refreshCookieOf(other) });
  });

  it("rotates from the cookie alone: a new cookie, the access token in the body, the old token dead", async () => {
    const first = refreshCookieOf(await login("elev@skolmedia.test"));
    const rotated = await refreshByCookie(first);
    expect(rotated.statusCode).toBe(200);
    expect(Object.keys(rotated.json())).toEqual(["accessToken"]);
    expect(claimsOf(rotated.json().accessToken).role).toBe("STUDENT");
    expect(rotated.headers["cache-control"]).toBe("no-store");
    const second = refreshCookieOf(rotated);
    expect(second).not.toBe(first);
    expect(setCookieLines(rotated).every((line) => /; HttpOnly; SameSite=Strict$/.test(line))).toBe(true);
    expect((await refreshByCookie(second)).statusCode).toBe(200);
  });

  it("still detects reuse with the cookie: the rotated token revokes the session and the cookie is cleared", async () => {
    const first = refreshCookieOf(await login("admin@skolmedia.test"));
    const second = refreshCookieOf(await refreshByCookie(first));
    const reused = await refreshByCookie(first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ code: "AUTH.TOKEN_REUSED", message: expect.any(String), description: expect.any(String) });
    expect(setCookieLines(reused)).toEqual(REFRESH_COOKIE_PATHS.map((path) => expect.stringContaining(`; Max-Age=0; Path=${path};`)));
    // The newest token of the family is dead too (RFC 9700 §4.14.2).
    expect((await refreshByCookie(second)).json().code).toBe("AUTH.TOKEN_INVALID");
  });

  it("still takes the token from the body, and prefers it to the cookie", async () => {
    const other = await login("kampanj@skolmedia.test", {});
    const byBody = await refreshByBody(other.json().refreshToken);
    expect(byBody.statusCode).toBe(200);
    // A client that sent its token in the body gets the new one back there (and as the cookie).
    expect(byBody.json().refreshToken).toBe(refreshCookieOf(byBody));
    const both = await t.app.inject({
      method: "POST",
      url: "/api-token-refresh",
      headers: { ...BROWSER, cookie: `${REFRESH_COOKIE}=unknown-cookie-token` },
      payload: { refreshToken: byBody.json().refreshToken },
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().refreshToken).toEqual(expect.any(String));
  });

  it("keeps the cookie when a token sent in the body is refused (it says nothing about the cookie)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api-token-refresh",
      headers: { ...BROWSER, cookie: `${REFRESH_COOKIE}=some-live-cookie-token` },
      payload: { refreshToken: "x".repeat(43) },
    });
    expect(response.statusCode).toBe(401);
    expect(setCookieLines(response)).toEqual([]);
  });

  it("answers a refresh with no token in body or cookie 401 with the error body", async () => {
    for (const response of [
      await t.app.inject({ method: "POST", url: "/api-token-refresh", headers: BROWSER }),
      await t.app.inject({ method: "POST", url: "/api-token-refresh", headers: BROWSER, payload: {} }),
      await t.app.inject({ method: "POST", url: "/api-token-refresh", headers: { ...BROWSER, cookie: "other=1" } }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: "AUTH.TOKEN_INVALID",
        message: expect.stringContaining("No refresh token"),
        description: expect.any(String),
      });
    }
  });

  it("logs out from the cookie: the session is revoked and both cookies are cleared", async () => {
    const token = refreshCookieOf(await login("profiler@skolmedia.test"));
    const response = await logoutByCookie(token);
    expect(response.statusCode).toBe(204);
    const lines = setCookieLines(response);
    expect(lines).toEqual(
      REFRESH_COOKIE_PATHS.map((path) =>
        expect.stringMatching(new RegExp(`^${REFRESH_COOKIE}=; Max-Age=0; Path=${path}; HttpOnly; SameSite=Strict$`)),
      ),
    );
    expect((await refreshByCookie(token)).statusCode).toBe(401);
  });

  it("clears the cookie on a logout with nothing to revoke (SPEC §4: logout never fails)", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api-token-logout", headers: BROWSER });
    expect(response.statusCode).toBe(204);
    expect(setCookieLines(response)).toHaveLength(2);
  });

  it("refuses a cookie refresh or logout from another origin with 403 and changes nothing", async () => {
    const token = refreshCookieOf(await login("larare@skolmedia.test"));
    for (const origin of ["https://evil.example", "http://localhost:8080", "https://localhost", "null"]) {
      for (const call of [refreshByCookie, logoutByCookie]) {
        const response = await call(token, { origin, "sec-fetch-site": "cross-site" });
        expect(response.statusCode, origin).toBe(403);
        expect(response.json()).toEqual({
          code: "AUTH.CROSS_ORIGIN",
          message: expect.any(String),
          description: "Förfrågan kom från en annan webbplats och stoppades av säkerhetsskäl.",
        });
        expect(setCookieLines(response)).toEqual([]);
      }
    }
    // Neither rotated nor revoked: the token still works from the app's own origin.
    expect((await refreshByCookie(token)).statusCode).toBe(200);
  });

  it("accepts a cookie call without an Origin header (older browsers; SameSite still holds)", async () => {
    const token = refreshCookieOf(await login("larare@skolmedia.test"));
    expect((await refreshByCookie(token, {})).statusCode).toBe(200);
  });

  it("does not apply the origin rule to a token in the body: it is no ambient credential", async () => {
    const { refreshToken } = await loginAs(t.app, "larare@skolmedia.test");
    const response = await t.app.inject({
      method: "POST",
      url: "/api-token-refresh",
      headers: { origin: "https://partner.example" },
      payload: { refreshToken },
    });
    expect(response.statusCode).toBe(200);
  });

  it("sets the cookie on a profile change and keeps the token out of a browser's answer", async () => {
    const { accessToken } = await loginAs(t.app, "profiler@skolmedia.test");
    const profileId = (claimsOf(accessToken).profiles as Array<{ id: number }>)[1]!.id;
    const changed = await t.app.inject({
      method: "POST",
      url: `/v1/me/change-profile/${profileId}`,
      headers: { ...bearer(accessToken), ...BROWSER },
    });
    expect(changed.statusCode).toBe(200);
    expect(Object.keys(changed.json())).toEqual(["accessToken"]);
    expect((await refreshByCookie(refreshCookieOf(changed))).statusCode).toBe(200);
  });
});

describe("the refresh token cookie in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        production: true,
        jwtSecret: "a-production-secret-of-at-least-32-bytes!",
        trustProxy: ["10.0.0.0/8"],
        publicOrigin: "https://www.skolmedia.example",
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = async () => postLogin(t.app, "larare@skolmedia.test");
  const refresh = (token: string, origin: string, forwarded: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api-token-refresh",
      remoteAddress: "10.0.0.2",
      headers: { origin, cookie: `${REFRESH_COOKIE}=${token}`, ...forwarded },
    });

  it("is Secure", async () => {
    expect(setCookieLines(await login())).toEqual(
      REFRESH_COOKIE_PATHS.map(() => expect.stringMatching(/; HttpOnly; Secure; SameSite=Strict$/)),
    );
  });

  it("behind a trusted proxy, takes the own origin from X-Forwarded-Proto and -Host", async () => {
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "skolmedia.example" };
    const token = refreshCookieOf(await login());
    expect((await refresh(token, "http://skolmedia.example", forwarded)).statusCode).toBe(403);
    expect((await refresh(token, "https://skolmedia.example", forwarded)).statusCode).toBe(200);
  });

  it("accepts PUBLIC_ORIGIN as its own origin whatever Host the proxy forwards", async () => {
    const token = refreshCookieOf(await login());
    expect((await refresh(token, "https://evil.example")).statusCode).toBe(403);
    expect((await refresh(token, "https://WWW.skolmedia.example:443")).statusCode).toBe(200);
  });
});

describe("PUBLIC_ORIGIN", () => {
  it("is read as an origin and refused when it is none", () => {
    expect(parsePublicOrigin(undefined)).toBeUndefined();
    expect(parsePublicOrigin(" ")).toBeUndefined();
    expect(parsePublicOrigin("https://Skolmedia.Example:443")).toBe("https://skolmedia.example");
    expect(parsePublicOrigin("http://localhost:3000/")).toBe("http://localhost:3000");
    for (const bad of ["skolmedia.example", "https://skolmedia.example/app", "ftp://skolmedia.example"])
      expect(() => parsePublicOrigin(bad), bad).toThrow(/PUBLIC_ORIGIN/);
  });
});
