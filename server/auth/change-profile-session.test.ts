import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFRESH_FAMILY_DAYS } from "../auth/refresh-token.repository";
import { bearer, claimsOf, loginAs, logoutWithBody, refreshWithBody } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";

/** POST /v1/me/change-profile/{id} rotates within the caller's session instead of opening a new one. */
describe("change profile keeps one session", () => {
  let t: TestApp;
  const refresh = (refreshToken: string) => refreshWithBody(t.app, refreshToken);
  const changeProfile = (accessToken: string, id: number) =>
    t.app.inject({ method: "POST", url: `/v1/me/change-profile/${id}`, headers: bearer(accessToken) });
  const secondProfile = (accessToken: string) => (claimsOf(accessToken).profiles as Array<{ id: number }>)[1]!.id;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("revokes the session's previous refresh token, so only the new pair lives on", async () => {
    const login = await loginAs(t.app, "profiler@skolmedia.test");
    const changed = await changeProfile(login.accessToken, secondProfile(login.accessToken));
    expect(changed.statusCode).toBe(200);
    const old = await refresh(login.refreshToken);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe("AUTH.TOKEN_INVALID");
    expect((await refresh(changed.json().refreshToken)).statusCode).toBe(200);
  });

  it("does not extend the session past its absolute expiry", async () => {
    const login = await loginAs(t.app, "profiler@skolmedia.test");
    t.clock.advance((REFRESH_FAMILY_DAYS - 1) * 86_400_000);
    const renewed = (await refresh(login.refreshToken)).json();
    const changed = await changeProfile(renewed.accessToken, secondProfile(renewed.accessToken));
    expect(changed.statusCode).toBe(200);
    t.clock.advance(86_400_000 + 1000);
    expect((await refresh(changed.json().refreshToken)).statusCode).toBe(401);
  });

  it("answers 401 after logout instead of minting a fresh session from a still-valid access token", async () => {
    const login = await loginAs(t.app, "profiler@skolmedia.test");
    await logoutWithBody(t.app, login.refreshToken);
    const response = await changeProfile(login.accessToken, secondProfile(login.accessToken));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("AUTH.UNAUTHENTICATED");
  });

  it("leaves the user's other sessions alone", async () => {
    const laptop = await loginAs(t.app, "profiler@skolmedia.test");
    t.clock.advance(2000);
    const phone = await loginAs(t.app, "profiler@skolmedia.test");
    expect((await changeProfile(laptop.accessToken, secondProfile(laptop.accessToken))).statusCode).toBe(200);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(200);
  });
});
