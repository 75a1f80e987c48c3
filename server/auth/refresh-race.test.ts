import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";

const ROUNDS = 25;

// The race needs several connections: it shows on PostgreSQL (DATABASE_URL); PGlite runs one
// statement at a time, where it must simply hold as well.
describe("concurrent presentations of one refresh token", () => {
  let t: TestApp;
  const refresh = (refreshToken: string) => t.app.inject({ method: "POST", url: "/api-token-refresh", payload: { refreshToken } });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it(`rotates at most once per token, and reuse kills the winner's new token (${ROUNDS} rounds of 3 at once)`, async () => {
    let roundsWithReuse = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const { refreshToken } = await loginAs(t.app, "larare@skolmedia.test");
      const responses = await Promise.all([0, 1, 2].map(() => refresh(refreshToken)));
      const winners = responses.filter((r) => r.statusCode === 200);
      expect(winners.length, `round ${round}`).toBeLessThanOrEqual(1);
      const reused = responses.some((r) => r.statusCode === 401 && r.json().code === "AUTH.TOKEN_REUSED");
      if (reused) roundsWithReuse += 1;
      for (const winner of winners) {
        const next = await refresh(winner.json().refreshToken);
        expect(next.statusCode, `round ${round}: the winner's token after reuse`).toBe(reused ? 401 : 200);
      }
    }
    // Three presentations of one token: the losers are always reuse.
    expect(roundsWithReuse).toBe(ROUNDS);
  });

  it("ends the session for a token a rotation issued while logout ran", async () => {
    for (let round = 0; round < 10; round += 1) {
      const { refreshToken } = await loginAs(t.app, "elev@skolmedia.test");
      const [rotated] = await Promise.all([
        refresh(refreshToken),
        t.app.inject({ method: "POST", url: "/api-token-logout", payload: { refreshToken } }),
      ]);
      if (rotated.statusCode === 200) expect((await refresh(rotated.json().refreshToken)).statusCode).toBe(401);
    }
  });
});
