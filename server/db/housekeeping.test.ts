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
});
