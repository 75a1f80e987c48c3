import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, claimsOf, loginAs, logoutWithBody, refreshWithBody } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ACCESS_TOKEN_SECONDS } from "./access-token";
import { hashRefreshToken, REFRESH_FAMILY_DAYS } from "./refresh-token.repository";

describe("refresh, logout and verify", () => {
  let t: TestApp;
  const refresh = (refreshToken: string) => refreshWithBody(t.app, refreshToken);
  const logout = (refreshToken: string) => logoutWithBody(t.app, refreshToken);
  const verify = (token: string) => t.app.inject({ method: "POST", url: "/api-token-verify", payload: { token } });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("rotates: a refresh returns a new pair and the old refresh token stops working", async () => {
    const first = await loginAs(t.app, "larare@skolmedia.test");
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(claimsOf(second.accessToken).sub).toBe(claimsOf(first.accessToken).sub);
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it("detects reuse: presenting a rotated token revokes the whole family (RFC 9700)", async () => {
    const first = await loginAs(t.app, "elev@skolmedia.test");
    const second = (await refresh(first.refreshToken)).json();
    const reused = await refresh(first.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe("AUTH.TOKEN_REUSED");
    // The legitimate newest token of the same family is dead too.
    const afterwards = await refresh(second.refreshToken);
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json().code).toBe("AUTH.TOKEN_INVALID");
  });

  it("keeps other sessions of the same user alive when one family is revoked", async () => {
    const laptop = await loginAs(t.app, "admin@skolmedia.test");
    const phone = await loginAs(t.app, "admin@skolmedia.test");
    await refresh(laptop.refreshToken);
    await refresh(laptop.refreshToken); // reuse → laptop family revoked
    expect((await refresh(phone.refreshToken)).statusCode).toBe(200);
  });

  it("stores refresh tokens only as SHA-256 hashes", async () => {
    const { refreshToken } = await loginAs(t.app, "kampanj@skolmedia.test");
    const { rows } = await t.db.query<{ token_hash: string }>("SELECT token_hash FROM refresh_tokens", []);
    expect(rows.map((row) => row.token_hash)).toContain(hashRefreshToken(refreshToken));
    expect(rows.some((row) => row.token_hash === refreshToken)).toBe(false);
  });

  it("answers an unknown refresh token with 401 AUTH.TOKEN_INVALID", async () => {
    const response = await refresh("x".repeat(43));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("AUTH.TOKEN_INVALID");
  });

  it("logs out: 204, and the refresh token (and its family) no longer refreshes", async () => {
    const first = await loginAs(t.app, "profiler@skolmedia.test");
    const second = (await refresh(first.refreshToken)).json();
    const response = await logout(second.refreshToken);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it("answers 204 to a logout with an unknown token (logout never fails, SPEC §4)", async () => {
    expect((await logout("unknown-token")).statusCode).toBe(204);
  });

  it("verifies a valid access token and returns its claims", async () => {
    const { accessToken } = await loginAs(t.app, "larare@skolmedia.test");
    const response = await verify(accessToken);
    expect(response.statusCode).toBe(200);
    // The SPEC §3 claims and iat; the token's jti is an internal id, not a claim the client reads.
    const { jti, ...claims } = claimsOf(accessToken);
    expect(jti).toEqual(expect.any(String));
    expect(response.json()).toEqual({ valid: true, claims });
  });

  it("rejects a tampered, foreign or garbage token with 401 AUTH.TOKEN_INVALID", async () => {
    const { accessToken } = await loginAs(t.app, "elev@skolmedia.test");
    const [header, payload, signature] = accessToken.split(".");
    const elevated = Buffer.from(JSON.stringify({ ...claimsOf(accessToken), role: "ADMIN" })).toString("base64url");
    for (const token of [`${header}.${elevated}.${signature}`, `${header}.${payload}.${"A".repeat(43)}`, "not-a-jwt"]) {
      const response = await verify(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("AUTH.TOKEN_INVALID");
    }
    void payload;
  });

  it("expires access tokens after 15 minutes, for verify and for /v1/me", async () => {
    const { accessToken } = await loginAs(t.app, "larare@skolmedia.test");
    t.clock.advance((ACCESS_TOKEN_SECONDS + 1) * 1000);
    expect((await verify(accessToken)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/v1/me", headers: bearer(accessToken) })).statusCode).toBe(401);
  });

  it("ends a session at its absolute expiry even when it was rotated all along", async () => {
    let tokens = await loginAs(t.app, "elev@skolmedia.test");
    for (let rotation = 0; rotation < 3; rotation += 1) {
      t.clock.advance(9 * 86_400_000); // day 9, 18, 27: still inside the 30 days
      const response = await refresh(tokens.refreshToken);
      expect(response.statusCode).toBe(200);
      tokens = response.json();
    }
    t.clock.advance((REFRESH_FAMILY_DAYS - 27) * 86_400_000 + 1000);
    const expired = await refresh(tokens.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe("AUTH.TOKEN_INVALID");
  });
});
