import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";
import { purgeExpired } from "./housekeeping";

describe("purgeExpired", () => {
  let t: TestApp;
  const count = async (table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`, [])).rows[0]!.n;
  beforeAll(async () => {
    t = await createTestApp({
      loginLimits: {
        account: { max: 100, windowMs: 60_000 },
        address: { max: 100, windowMs: 60_000 },
        passcodeSend: { max: 100, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("deletes ended rate-limit windows, expired sessions with their tokens and dead passcodes, and keeps live ones", async () => {
    const old = await loginAs(t.app, "larare@skolmedia.test");
    await t.app.inject({ method: "POST", url: "/api-token-refresh", payload: { refreshToken: old.refreshToken } });
    await t.app.inject({ method: "POST", url: "/api-token-auth", payload: { email: "larare@skolmedia.test", password: "Fel-1234" } });
    await t.app.inject({ method: "POST", url: "/v1/me/send-email-passcode", payload: { email: "larare@skolmedia.test" } });
    await t.app.whenIdle();
    t.clock.advance(31 * 86_400_000);
    const live = await loginAs(t.app, "elev@skolmedia.test");
    await t.app.inject({ method: "POST", url: "/v1/me/send-email-passcode", payload: { email: "elev@skolmedia.test" } });
    await t.app.whenIdle();

    const purged = await purgeExpired(t.db, t.clock.now());
    expect(purged.refreshFamilies).toBe(1);
    expect(purged.emailPasscodes).toBe(1);
    expect(purged.rateLimitCounters).toBeGreaterThanOrEqual(2);
    expect(await count("refresh_tokens")).toBe(1);
    expect(await count("email_passcodes")).toBe(1);
    // Counters of the current window (elev's passcode e-mail) stay.
    expect(await count("rate_limit_counters")).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ method: "POST", url: "/api-token-refresh", payload: { refreshToken: live.refreshToken } })).statusCode,
    ).toBe(200);
  });

  it("deletes page errors after 30 days and contact messages after 90, and keeps younger ones", async () => {
    const report = () =>
      t.app.inject({ method: "POST", url: "/v1/track/page/error", payload: { path: "/member/play", message: "Något gick fel" } });
    const contact = () =>
      t.app.inject({
        method: "POST",
        url: "/v1/forms/contact",
        payload: { resellerSlug: "member", name: "Lena", email: "lena@skola.se", message: "Hej!" },
      });
    expect((await report()).statusCode).toBeLessThan(300);
    expect((await contact()).statusCode).toBeLessThan(300);
    t.clock.advance(31 * 86_400_000);
    expect((await report()).statusCode).toBeLessThan(300);
    expect((await contact()).statusCode).toBeLessThan(300);
    await t.app.whenIdle();

    // Day 31: the first report is past 30 days; both messages are within 90.
    expect(await purgeExpired(t.db, t.clock.now())).toMatchObject({ pageErrors: 1, contactMessages: 0 });
    t.clock.advance(60 * 86_400_000);
    // Day 91: the first message is past 90 days, the second (day 31) is not; the second report is.
    expect(await purgeExpired(t.db, t.clock.now())).toMatchObject({ pageErrors: 1, contactMessages: 1 });
    expect(await count("page_errors")).toBe(0);
    expect(await count("contact_messages")).toBe(1);
  });
});
