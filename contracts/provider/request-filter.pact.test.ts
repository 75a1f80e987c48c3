import { describe, expect, it } from "vitest";
import { CurrentProviderValues, type ProviderValues } from "./provider-values";
import { TEACHER_EMAIL } from "../provider-states";
import { rewriteRequest } from "./request-filter";

function valuesOf(values: ProviderValues): CurrentProviderValues {
  const current = new CurrentProviderValues();
  current.set(values);
  return current;
}

// The filter is what lets pacts with example tokens run against real ones; a silent no-op would
// turn every token interaction into a 401 the verification reports, so its rules are pinned here.
describe("the provider request filter", () => {
  it("puts the state's access token into the bearer header and the verify body", () => {
    const request = {
      method: "POST",
      url: "/api-token-verify",
      headers: { authorization: "Bearer example" } as Record<string, string | undefined>,
      body: { token: "example" },
    };
    rewriteRequest(request, valuesOf({ accessToken: "real.jwt.token" }));
    expect(request.headers.authorization).toBe("Bearer real.jwt.token");
    expect(request.body).toEqual({ token: "real.jwt.token" });
    expect(request.headers["content-length"]).toBe(String(Buffer.byteLength(JSON.stringify({ token: "real.jwt.token" }))));
  });

  it("replaces the refresh token and the passcode but keeps the other fields", () => {
    const refresh = { method: "POST", url: "/api-token-refresh", headers: {}, body: { refreshToken: "example" } };
    rewriteRequest(refresh, valuesOf({ refreshToken: "real-refresh" }));
    expect(refresh.body).toEqual({ refreshToken: "real-refresh" });

    const passcode = { method: "POST", url: "/api-token-auth", headers: {}, body: { email: TEACHER_EMAIL, code: "123456" } };
    rewriteRequest(passcode, valuesOf({ passcode: "654321" }));
    expect(passcode.body).toEqual({ email: TEACHER_EMAIL, code: "654321" });
  });

  it("puts the state's refresh token into the refresh token cookie and leaves other cookies alone", () => {
    const request = {
      method: "POST",
      url: "/api-token-refresh",
      headers: { cookie: "skolmedia_session=1; skolmedia_refresh=example" } as Record<string, string | undefined>,
    };
    rewriteRequest(request, valuesOf({ refreshToken: "real-refresh" }));
    expect(request.headers.cookie).toBe("skolmedia_session=1; skolmedia_refresh=real-refresh");
    const other = { method: "POST", url: "/api-token-refresh", headers: { cookie: "a=1" } as Record<string, string | undefined> };
    rewriteRequest(other, valuesOf({ refreshToken: "real-refresh" }));
    expect(other.headers.cookie).toBe("a=1");
  });

  it("adds no Authorization header to a request that had none", () => {
    const request = { method: "GET", url: "/v1/me", headers: {} as Record<string, string | undefined> };
    rewriteRequest(request, valuesOf({ accessToken: "real.jwt.token" }));
    expect(request.headers.authorization).toBeUndefined();
  });

  it("points change-profile at the real profile id", () => {
    const request = { method: "POST", url: "/v1/me/change-profile/3", headers: { "content-length": "0" } };
    rewriteRequest(request, valuesOf({ profileId: 41 }));
    expect(request.url).toBe("/v1/me/change-profile/41");
  });

  it("gives a body-less POST a zero length, as browsers do", () => {
    const request = { method: "POST", url: "/v1/me/change-profile/3", headers: {} as Record<string, string | undefined> };
    rewriteRequest(request, valuesOf({}));
    expect(request.headers["content-length"]).toBe("0");
    const get = { method: "GET", url: "/v1/me", headers: {} as Record<string, string | undefined> };
    rewriteRequest(get, valuesOf({}));
    expect(get.headers["content-length"]).toBeUndefined();
  });

  it("changes nothing in the body when the state set no values", () => {
    const request = { method: "POST", url: "/api-token-refresh", headers: { "content-length": "27" }, body: { refreshToken: "example" } };
    rewriteRequest(request, valuesOf({}));
    expect(request).toEqual({
      method: "POST",
      url: "/api-token-refresh",
      headers: { "content-length": "27" },
      body: { refreshToken: "example" },
    });
  });
});
