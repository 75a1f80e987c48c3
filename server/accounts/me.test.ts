import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, claimsOf, loginAs } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";

describe("GET /v1/me and profiles", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 401 with the error body without a token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: "AUTH.UNAUTHENTICATED", message: expect.any(String), description: expect.any(String) });
  });

  it("answers 401 for a malformed authorization header or a garbage token", async () => {
    for (const authorization of ["Basic dXNlcjpwYXNz", "Bearer", "Bearer not.a.token"]) {
      const response = await t.app.inject({ method: "GET", url: "/v1/me", headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().code).toBe("AUTH.UNAUTHENTICATED");
    }
  });

  it("returns the signed-in user with school and profiles", async () => {
    const { accessToken } = await loginAs(t.app, "larare@skolmedia.test");
    const response = await t.app.inject({ method: "GET", url: "/v1/me", headers: bearer(accessToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: "larare@skolmedia.test",
      role: "TEACHER",
      accountType: "teacher",
      isActive: true,
      license: 8,
      resellerSlug: "member",
      profiles: [{ name: "Lena Lärare", isActive: true }],
    });
    expect(response.json().id).toBe(Number(claimsOf(accessToken).sub));
  });

  it("answers 401 when the token's user has been deleted", async () => {
    const { accessToken } = await loginAs(t.app, "inaktiv@skolmedia.test");
    await t.db.query("DELETE FROM users WHERE email = 'inaktiv@skolmedia.test'", []);
    expect((await t.app.inject({ method: "GET", url: "/v1/me", headers: bearer(accessToken) })).statusCode).toBe(401);
  });

  it("switches profile: new tokens list the chosen profile as the only active one", async () => {
    const { accessToken } = await loginAs(t.app, "profiler@skolmedia.test");
    const profiles = claimsOf(accessToken).profiles as Array<{ id: number; isActive: boolean }>;
    expect(profiles).toHaveLength(2);
    const chosen = profiles[1]!;
    const response = await t.app.inject({ method: "POST", url: `/v1/me/change-profile/${chosen.id}`, headers: bearer(accessToken) });
    expect(response.statusCode).toBe(200);
    const after = claimsOf(response.json().accessToken).profiles as Array<{ id: number; isActive: boolean; lastUsed: string | null }>;
    expect(after.filter((profile) => profile.isActive).map((profile) => profile.id)).toEqual([chosen.id]);
    const lastUsed = after.find((profile) => profile.id === chosen.id)?.lastUsed;
    expect(lastUsed).not.toBeNull();
    // An ISO 8601 UTC instant, the same text on PGlite and on PostgreSQL.
    expect(new Date(lastUsed as string).toISOString()).toBe(lastUsed);
  });

  it("answers 404 for another user's profile and 401 without a token", async () => {
    const { accessToken } = await loginAs(t.app, "larare@skolmedia.test");
    const { rows } = await t.db.query<{ id: number }>(
      "SELECT p.id FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.email = 'profiler@skolmedia.test' LIMIT 1",
      [],
    );
    const foreign = rows[0]!.id;
    const response = await t.app.inject({ method: "POST", url: `/v1/me/change-profile/${foreign}`, headers: bearer(accessToken) });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("RESOURCE.NOT_FOUND");
    expect((await t.app.inject({ method: "POST", url: `/v1/me/change-profile/${foreign}` })).statusCode).toBe(401);
  });
});
