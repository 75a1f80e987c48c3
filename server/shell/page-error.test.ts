import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { PAGE_ERROR_LIMIT } from "./page-error.service";

describe("POST /v1/track/page/error (SPEC §8 unhandled UI errors)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const report = async (body: unknown, remoteAddress = "10.1.0.1") =>
    t.app.inject({ method: "POST", url: "/v1/track/page/error", payload: body as object, remoteAddress });

  it("stores the report and answers 204", async () => {
    const response = await report({ path: "/member/play", message: "Boom\u0000", stack: "Error: Boom", statusCode: 500 }, "10.1.0.2");
    expect(response.statusCode).toBe(204);
    const { rows } = await t.db.query("SELECT path, message, stack, status_code, user_id FROM page_errors", []);
    expect(rows).toEqual([{ path: "/member/play", message: "Boom\uFFFD", stack: "Error: Boom", status_code: 500, user_id: null }]);
  });

  it("refuses reports past the contract's sizes", async () => {
    for (const body of [{ path: "/" }, { path: "x".repeat(2001), message: "m" }, { path: "/", message: "m", stack: "s".repeat(20001) }]) {
      expect((await report(body, "10.1.0.3")).statusCode).toBe(400);
    }
  });

  it("answers 429 past the limit per client address", async () => {
    for (let i = 0; i < PAGE_ERROR_LIMIT.max; i++) expect((await report({ path: "/", message: "m" }, "10.1.0.4")).statusCode).toBe(204);
    expect((await report({ path: "/", message: "m" }, "10.1.0.4")).statusCode).toBe(429);
  });
});
