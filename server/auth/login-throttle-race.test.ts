import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/demo-accounts.seed";
import { createTestApp, type TestApp } from "../testing/test-app";
import { DEFAULT_LOGIN_LIMITS } from "./login-throttle";
import { counterStoreKinds } from "../testing/redis-test";

const ACCOUNT_MAX = DEFAULT_LOGIN_LIMITS.account.max;
const ADDRESS_MAX = DEFAULT_LOGIN_LIMITS.address.max;
const BURST = 40;

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

// Concurrency shows mainly on PostgreSQL (DATABASE_URL): PGlite runs one statement at a time.
describe.each(counterStoreKinds("database" as const))("login throttle under parallel requests (counters in %s)", (store) => {
  let t: TestApp;
  const login = (email: string, password: string, address: string) =>
    t.app.inject({ method: "POST", url: "/api-token-auth", payload: { email, password }, remoteAddress: address });
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: store });
  });
  afterAll(async () => {
    await t.close();
  });

  it(`checks exactly ${ACCOUNT_MAX} of ${BURST} parallel wrong passwords for one account and refuses the rest with 429`, async () => {
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) => login("elev@skolmedia.test", `Fel-gissning-${i}`, "198.51.100.10")),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 401: ACCOUNT_MAX, 429: BURST - ACCOUNT_MAX });
  });

  it("refuses the right password after many parallel wrong guesses, for the rest of the window", async () => {
    const guesses = Array.from({ length: BURST }, (_, i) => (i === BURST - 1 ? DEMO_PASSWORD : `Fel-gissning-${i}`));
    const responses = await Promise.all(guesses.map((password, i) => login("larare@skolmedia.test", password, `192.0.2.${i}`)));
    // At most ACCOUNT_MAX attempts were checked at all, the right one included.
    expect(responses.filter((r) => r.statusCode !== 429).length).toBeLessThanOrEqual(ACCOUNT_MAX);
    const after = await login("larare@skolmedia.test", DEMO_PASSWORD, "192.0.2.250");
    expect(after.statusCode).toBe(429);
    expect(after.json().code).toBe("AUTH.RATE_LIMITED");
  });

  it(`lets exactly ${ADDRESS_MAX} parallel failures from one address through over many accounts`, async () => {
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) => login(`spray${i}@skolmedia.test`, "Fel-1234", "198.51.100.99")),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 401: ADDRESS_MAX, 429: BURST - ADDRESS_MAX });
  });

  it("does not charge a shared school address for successful logins", async () => {
    const address = "198.51.100.120";
    for (let i = 0; i < ADDRESS_MAX + 5; i += 1) expect((await login("admin@skolmedia.test", DEMO_PASSWORD, address)).statusCode).toBe(200);
    expect((await login("profiler@skolmedia.test", "Fel-1234", address)).statusCode).toBe(401);
  });
});
