import { describe, expect, it, vi } from "vitest";
import { CookieTokenStore, type CookieJar } from "./cookie-token.store";
import { encodeUnsignedJwt } from "./jwt-claims.decoder";

/** A tiny cookie jar that keeps name=value and records the attributes written. */
function jar(secure: boolean): CookieJar & { written: string[] } {
  const values = new Map<string, string>();
  const written: string[] = [];
  return {
    secure,
    written,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    set cookie(line: string) {
      written.push(line);
      const [pair, ...attributes] = line.split("; ");
      const [name, value = ""] = (pair ?? "").split("=");
      if (attributes.includes("Max-Age=0")) values.delete(name ?? "");
      else values.set(name ?? "", value);
    },
  };
}

describe("CookieTokenStore", () => {
  const access = encodeUnsignedJwt({ sub: "2", exp: Math.floor(Date.now() / 1000) + 900, role: "TEACHER", isActive: true });

  it("keeps both tokens in the accessToken and refreshToken cookies with path / and SameSite=Lax", () => {
    const cookies = jar(false);
    const store = new CookieTokenStore(cookies);
    store.setTokens(access, "refresh-1");
    expect(store.getAccessToken()).toBe(access);
    expect(store.getRefreshToken()).toBe("refresh-1");
    expect(cookies.written[0]).toMatch(/^accessToken=.+; Path=\/; SameSite=Lax; Max-Age=\d+$/);
    expect(cookies.written[1]).toMatch(/^refreshToken=refresh-1; Path=\/; SameSite=Lax; Max-Age=\d+$/);
  });

  it("reads the cookies back after writing a pair, so the writes reach the browser before other tabs look", () => {
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
    let seenByListener: string[] = [];
    store.subscribe(() => (seenByListener = [...log]));
    store.setTokens(access, "refresh-1");
    expect(seenByListener).toEqual(["write accessToken", "write refreshToken", "read"]);
  });

  it("marks the cookies Secure on https", () => {
    const cookies = jar(true);
    new CookieTokenStore(cookies).setTokens(access, "r");
    expect(cookies.written.every((line) => line.endsWith("; Secure"))).toBe(true);
  });

  it("reads the claims of the access token", () => {
    const store = new CookieTokenStore(jar(false));
    store.setTokens(access, "r");
    expect(store.getAccessClaims()).toMatchObject({ sub: "2", role: "TEACHER", isActive: true, license: 1, profiles: [] });
  });

  it("removes both tokens on clear and tells its subscribers", () => {
    const store = new CookieTokenStore(jar(false));
    const listener = vi.fn();
    store.subscribe(listener);
    store.setTokens(access, "r");
    store.clear();
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("reads no claims from a token that is not a JWT", () => {
    const store = new CookieTokenStore(jar(false));
    store.setTokens("not-a-jwt", "r");
    expect(store.getAccessClaims()).toBeNull();
  });
});
