import { describe, expect, it, vi } from "vitest";
import type { CookieJar } from "../shared/cookie-jar";
import { fakeCookieJar } from "../shared/cookie-jar.test-helper";
import { CookieTokenStore } from "./cookie-token.store";
import { encodeUnsignedJwt } from "./jwt-claims.decoder";

const jar = fakeCookieJar;

describe("CookieTokenStore", () => {
  const now = Math.floor(Date.now() / 1000);
  const access = encodeUnsignedJwt({ sub: "2", iat: now, exp: now + 900, role: "TEACHER", isActive: true });

  it("keeps the access token in a short-lived accessToken cookie and marks the session, path /", () => {
    const cookies = jar(false);
    const store = new CookieTokenStore(cookies);
    store.setAccessToken(access);
    expect(store.getAccessToken()).toBe(access);
    expect(store.hasSession()).toBe(true);
    // As long as the token lives (exp − iat), not longer: the refresh token cookie renews it.
    expect(cookies.written[0]).toMatch(/^accessToken=.+; Path=\/; SameSite=Lax; Max-Age=900$/);
    expect(cookies.written[1]).toBe("skolmedia_session=1; Path=/; SameSite=Strict; Max-Age=2592000");
  });

  it("never writes a refresh token where scripts can read it (issue 6 §4)", () => {
    const cookies = jar(false);
    new CookieTokenStore(cookies).setAccessToken(access);
    expect(cookies.written.join("\n")).not.toMatch(/refresh/i);
    expect(cookies.cookie).toBe(`accessToken=${access}; skolmedia_session=1`);
  });

  it("removes the script-readable refresh token cookie an earlier version left behind", () => {
    const cookies = jar(false, { refreshToken: "old-refresh-token", accessToken: access });
    new CookieTokenStore(cookies);
    expect(cookies.written).toEqual(["refreshToken=; Path=/; SameSite=Lax; Max-Age=0"]);
    expect(cookies.cookie).toBe(`accessToken=${access}`);
  });

  it("reads the cookies back after writing, so the writes reach the browser before other tabs look", () => {
    const log: string[] = [];
    const cookies = jar(false);
    const logged: CookieJar = {
      secure: false,
      get cookie() {
        log.push("read");
        return cookies.cookie;
      },
      set cookie(line: string) {
        log.push(`write ${line.split("=")[0]}`);
        cookies.cookie = line;
      },
    };
    const store = new CookieTokenStore(logged);
    log.length = 0;
    let seenByListener: string[] = [];
    store.subscribe(() => (seenByListener = [...log]));
    store.setAccessToken(access);
    expect(seenByListener).toEqual(["write accessToken", "write skolmedia_session", "read"]);
  });

  it("marks the cookies Secure on https", () => {
    const cookies = jar(true);
    new CookieTokenStore(cookies).setAccessToken(access);
    expect(cookies.written.every((line) => line.endsWith("; Secure"))).toBe(true);
  });

  it("reads the claims of the access token", () => {
    const store = new CookieTokenStore(jar(false));
    store.setAccessToken(access);
    expect(store.getAccessClaims()).toMatchObject({ sub: "2", role: "TEACHER", isActive: true, license: 1, profiles: [] });
  });

  it("keeps the session after the access cookie ran out: the server's refresh cookie renews it", () => {
    const cookies = jar(false);
    const store = new CookieTokenStore(cookies);
    store.setAccessToken(access);
    cookies.cookie = "accessToken=; Path=/; Max-Age=0";
    expect(store.getAccessToken()).toBeNull();
    expect(store.hasSession()).toBe(true);
  });

  it("forgets the access token and the session on clear and tells its subscribers", () => {
    const store = new CookieTokenStore(jar(false));
    const listener = vi.fn();
    store.subscribe(listener);
    store.setAccessToken(access);
    store.clear();
    expect(store.getAccessToken()).toBeNull();
    expect(store.hasSession()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("reads no claims from a token that is not a JWT, and keeps it for this browser session only", () => {
    const cookies = jar(false);
    const store = new CookieTokenStore(cookies);
    store.setAccessToken("not-a-jwt");
    expect(store.getAccessClaims()).toBeNull();
    expect(cookies.written[0]).toBe("accessToken=not-a-jwt; Path=/; SameSite=Lax");
  });
});
