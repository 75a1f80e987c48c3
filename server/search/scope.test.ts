import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, claimsOf, loginAs, refreshWithBody } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";

describe("POST /v1/me/search-scope (openapi setSearchScope; SPEC §3 user search scope, §7)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const setScope = (token: string | null, body: unknown) =>
    t.app.inject({ method: "POST", url: "/v1/me/search-scope", payload: body as object, headers: token ? bearer(token) : {} });

  it("answers the new scope, and the next refreshed token carries it (the app refreshes afterwards)", async () => {
    const session = await loginAs(t.app, "larare@skolmedia.test");
    const before = claimsOf(session.accessToken).searchScope;
    const wanted = before === 2 ? 1 : 2;
    const response = await setScope(session.accessToken, { scope: wanted });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ scope: wanted });
    const refreshed = await refreshWithBody(t.app, session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect(claimsOf(refreshed.json<{ accessToken: string }>().accessToken).searchScope).toBe(wanted);
    expect(claimsOf((await loginAs(t.app, "larare@skolmedia.test")).accessToken).searchScope).toBe(wanted);
    // Setting it again is the same answer (idempotent), and back is possible.
    expect((await setScope(session.accessToken, { scope: wanted })).json()).toEqual({ scope: wanted });
    expect((await setScope(session.accessToken, { scope: before })).json()).toEqual({ scope: before });
  });

  it("changes only the caller's own account", async () => {
    const mine = await loginAs(t.app, "elev@skolmedia.test");
    const scopeOf = async (email: string) =>
      (await t.db.query<{ search_scope: number }>("SELECT search_scope FROM users WHERE email = $1", [email])).rows[0]?.search_scope;
    const teacherBefore = await scopeOf("larare@skolmedia.test");
    expect((await setScope(mine.accessToken, { scope: 2 })).statusCode).toBe(200);
    expect(await scopeOf("elev@skolmedia.test")).toBe(2);
    expect(await scopeOf("larare@skolmedia.test")).toBe(teacherBefore);
  });

  it("refuses a scope other than 1 or 2, and a visitor", async () => {
    const { accessToken } = await loginAs(t.app, "larare@skolmedia.test");
    for (const body of [{ scope: 3 }, { scope: "2" }, { scope: 0 }, {}, { scope: 1, extra: true }]) {
      expect((await setScope(accessToken, body)).statusCode).toBe(400);
    }
    expect((await setScope(null, { scope: 2 })).statusCode).toBe(401);
  });
});
