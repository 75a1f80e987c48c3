import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORE_RETRY_AFTER_SECONDS } from "./rate-limit-check";
import { DEMO_PASSWORD } from "../seed/demo-accounts.seed";
import { createTestApp, type TestApp } from "../testing/test-app";
import { RedisRateLimitStore } from "./redis-rate-limit.store";

/** A port on 127.0.0.1 where nothing listens (taken, then closed again). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe("Redis unreachable", () => {
  let url = "";
  let t: TestApp;
  const errors: Error[] = [];
  beforeAll(async () => {
    url = `redis://127.0.0.1:${await closedPort()}`;
    t = await createTestApp({ rateLimitStore: () => new RedisRateLimitStore(url, { onError: (error) => errors.push(error) }) });
  });
  afterAll(async () => {
    await t.close();
  });

  it("fails connect() at once with a message naming REDIS_URL", async () => {
    const store = new RedisRateLimitStore(url, { onError: () => undefined });
    const started = Date.now();
    await expect(store.connect()).rejects.toThrow(/Redis at REDIS_URL is unreachable/);
    expect(Date.now() - started).toBeLessThan(3000);
    await store.close();
  });

  it("answers a login 503 SERVER.UNAVAILABLE with Retry-After, quickly, instead of hanging or skipping the limit", async () => {
    const started = Date.now();
    const response = await t.app.inject({
      method: "POST",
      url: "/api-token-auth",
      payload: { email: "larare@skolmedia.test", password: DEMO_PASSWORD },
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: "SERVER.UNAVAILABLE", description: expect.any(String) });
    expect(response.headers["retry-after"]).toBe(String(STORE_RETRY_AFTER_SECONDS));
  });

  it("answers a passcode request 503 as well", async () => {
    const response = await t.app.inject({ method: "POST", url: "/v1/me/send-email-passcode", payload: { email: "larare@skolmedia.test" } });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBeDefined();
  });
});
