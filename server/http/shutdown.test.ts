import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/demo-accounts.seed";
import { createTestApp, type TestApp } from "../testing/test-app";

describe("over real HTTP on an ephemeral port", () => {
  let t: TestApp;
  let base: string;
  let releaseSlow: () => void = () => undefined;
  let slowStarted: Promise<void> = Promise.resolve();
  let markStarted: () => void = () => undefined;
  beforeAll(async () => {
    t = await createTestApp({
      modules: [
        () => ({
          // A slow probe stands in for any long request in flight during shutdown.
          getTest: async (_request, reply) => {
            markStarted();
            await new Promise<void>((resolve) => {
              releaseSlow = resolve;
            });
            return reply.answer(200, { status: "ok" });
          },
        }),
      ],
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it("logs in and reads /v1/me with the bearer token", async () => {
    const login = await fetch(`${base}/api-token-auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "larare@skolmedia.test", password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const me = await fetch(`${base}/v1/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe("larare@skolmedia.test");
  });

  it("answers errors with the JSON error body and content type", async () => {
    const response = await fetch(`${base}/v1/me`);
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await response.json()) as { code: string }).code).toBe("AUTH.UNAUTHENTICATED");
  });

  it("lets an in-flight request finish when the server closes, then refuses new connections", async () => {
    slowStarted = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const inFlight = fetch(`${base}/v1/test`);
    await slowStarted;
    const closing = t.app.close();
    // The request is still running while close() waits for it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    releaseSlow();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    await closing;
    await expect(fetch(`${base}/v1/test`)).rejects.toThrow();
  });
});
