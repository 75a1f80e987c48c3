import { afterEach, describe, expect, it } from "vitest";
import { loadConfig, type OverloadSettings } from "../config/config";
import { createTestApp, type TestApp } from "../testing/test-app";
import { defineHandlers } from "./contract-handler";
import { compileSchema, createAjv } from "./openapi-ajv";
import { loadOpenApiDocument } from "./openapi-document";

const OFF: OverloadSettings = { ...loadConfig({}).overload, maxEventLoopDelayMs: 0, maxInFlight: 0 };
const isErrorBody = compileSchema(createAjv(loadOpenApiDocument(), "response"), { $ref: "#/components/schemas/Error" });

function expectOverloadAnswer(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, retryAfter: string) {
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe(retryAfter);
  const body = response.json();
  expect(body).toMatchObject({ code: "SERVER.OVERLOADED", message: expect.any(String), description: expect.any(String) });
  expect(isErrorBody(body), JSON.stringify(isErrorBody.errors)).toBe(true);
  // Refused first, but still with the security headers of every answer.
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
}

describe("load shedding (issue 6 §5)", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("answers 503 SERVER.OVERLOADED with Retry-After and the error body while a pressure sample is past its limit", async () => {
    // A heap limit of one byte: every sample after the start is "under pressure".
    t = await createTestApp({ config: { overload: { ...OFF, maxHeapUsedBytes: 1, sampleIntervalMs: 10, retryAfterSeconds: 7 } } });
    const app = t.app;
    // The samples taken during the start are ignored; wait for the guard to take over.
    let response = await app.inject({ method: "GET", url: "/v1/test" });
    for (let tries = 0; response.statusCode !== 503 && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      response = await app.inject({ method: "GET", url: "/v1/test" });
    }
    expectOverloadAnswer(response, "7");
    // Every route, the API and the rest alike, before any token check.
    expectOverloadAnswer(await app.inject({ method: "GET", url: "/v1/me" }), "7");
    expectOverloadAnswer(await app.inject({ method: "GET", url: "/no-such-page" }), "7");
  });

  it("answers the first requests after a start, whatever the samples taken while starting said", async () => {
    t = await createTestApp({ config: { overload: { ...OFF, maxHeapUsedBytes: 1, sampleIntervalMs: 1000 } } });
    expect((await t.app.inject({ method: "GET", url: "/v1/test" })).statusCode).toBe(200);
  });

  it("refuses an API operation past maxInFlight at once and takes requests again as answers finish", async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered = () => undefined as void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const slowTest = () =>
      defineHandlers({
        getTest: async (_request, reply) => {
          entered();
          await gate;
          return reply.answer(200, { status: "ok" });
        },
      });
    t = await createTestApp({ modules: [slowTest], config: { overload: { ...OFF, maxInFlight: 1, retryAfterSeconds: 3 } } });
    const app = t.app;

    const first = app.inject({ method: "GET", url: "/v1/test" });
    await inside;
    expectOverloadAnswer(await app.inject({ method: "GET", url: "/v1/test" }), "3");
    // Only the contract's operations count: the web app and files are not queued work.
    expect((await app.inject({ method: "GET", url: "/no-such-page" })).statusCode).toBe(404);

    release();
    expect((await first).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/v1/test" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/v1/test" })).statusCode).toBe(200);
  });

  it("is off in the test app unless a test turns it on", () => {
    expect(loadConfig({}).overload.maxInFlight).toBeGreaterThan(0);
    expect(loadConfig({}).overload.maxEventLoopDelayMs).toBeGreaterThan(0);
  });
});
