import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, loginAs } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ERROR_CODES } from "./error-codes";
import { loadOpenApiDocument, type OpenApiDocument } from "./openapi-document";

const SECRET_DETAIL = "connection string postgres://user:hunter2@db";

function expectErrorBody(body: unknown, code: string): void {
  expect(body).toEqual({ code, message: expect.any(String), description: expect.any(String) });
}

describe("the one error handler", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { bodyLimitBytes: 2048 },
      // A feature module whose probe fails unexpectedly, to see what a 500 reveals.
      modules: [
        () => ({
          getTest: async () => {
            throw new Error(SECRET_DETAIL);
          },
        }),
      ],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers malformed JSON with 400 REQUEST.MALFORMED_JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api-token-auth",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.se",',
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json(), "REQUEST.MALFORMED_JSON");
  });

  it("answers an empty JSON body with 400 REQUEST.MALFORMED_JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api-token-auth",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json(), "REQUEST.MALFORMED_JSON");
  });

  it("answers a wrong type with 400 REQUEST.VALIDATION (no coercion of body values)", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api-token-refresh", payload: { refreshToken: 12345 } });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json(), "REQUEST.VALIDATION");
  });

  it("answers a missing field with 400 REQUEST.VALIDATION", async () => {
    // verifyToken: logout's refresh token may now come from a cookie instead (issue 6 §4).
    const response = await t.app.inject({ method: "POST", url: "/api-token-verify", payload: {} });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json(), "REQUEST.VALIDATION");
  });

  it("answers an unknown field with 400 REQUEST.VALIDATION naming it", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api-token-logout", payload: { refreshToken: "x", isAdmin: true } });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json(), "REQUEST.VALIDATION");
    expect(response.json().message).toContain("isAdmin");
  });

  it("answers a body over the size limit with 413 REQUEST.TOO_LARGE", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api-token-logout", payload: { refreshToken: "x".repeat(4000) } });
    expect(response.statusCode).toBe(413);
    expectErrorBody(response.json(), "REQUEST.TOO_LARGE");
  });

  it("answers a non-JSON content type with 415 REQUEST.UNSUPPORTED_MEDIA_TYPE", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api-token-logout",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(response.statusCode).toBe(415);
    expectErrorBody(response.json(), "REQUEST.UNSUPPORTED_MEDIA_TYPE");
  });

  it("answers an unknown API route with 404 REQUEST.NOT_FOUND", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expectErrorBody(response.json(), "REQUEST.NOT_FOUND");
  });

  it("answers a wrong method on a known path with 404 and the error body", async () => {
    const response = await t.app.inject({ method: "DELETE", url: "/api-token-auth" });
    expect(response.statusCode).toBe(404);
    expectErrorBody(response.json(), "REQUEST.NOT_FOUND");
  });

  it("answers a bad id in the path with 400 REQUEST.VALIDATION", async () => {
    const { accessToken } = await loginAs(t.app, "profiler@skolmedia.test");
    // 2147483648 and larger are past PostgreSQL's int4: the contract bounds every integer parameter.
    for (const id of ["abc", "0", "-3", "1.5", "2147483648", "99999999999999999999"]) {
      const response = await t.app.inject({ method: "POST", url: `/v1/me/change-profile/${id}`, headers: bearer(accessToken) });
      expect(response.statusCode, id).toBe(400);
      expectErrorBody(response.json(), "REQUEST.VALIDATION");
    }
  });

  it("answers the router's own refusals (a bad %-escape, a path parameter past 1024 characters) with 400 and the error body", async () => {
    const { accessToken } = await loginAs(t.app, "profiler@skolmedia.test");
    for (const id of ["%zz", "1".repeat(2000)]) {
      const response = await t.app.inject({ method: "POST", url: `/v1/me/change-profile/${id}`, headers: bearer(accessToken) });
      expect(response.statusCode, id.slice(0, 10)).toBe(400);
      expectErrorBody(response.json(), "REQUEST.VALIDATION");
      expect(response.body).not.toContain("change-profile"); // Fastify's own body echoed the path
    }
  });

  it("answers an unexpected error with 500 SERVER.INTERNAL and no internals", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/test" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: "SERVER.INTERNAL",
      message: ERROR_CODES["SERVER.INTERNAL"].message,
      description: ERROR_CODES["SERVER.INTERNAL"].description,
    });
    expect(response.body).not.toContain("hunter2");
    expect(response.body).not.toContain("Error");
  });
});

describe("a value past the database's range that the contract lets through", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The contract before issue 6: an unbounded integer id. The error handler is the second net.
    const document = loadOpenApiDocument();
    const parameters = document.components?.parameters as Record<string, { schema: Record<string, unknown> }>;
    parameters.IdPath = { ...parameters.IdPath, schema: { type: "integer", minimum: 1 } };
    t = await createTestApp({ document: document as OpenApiDocument });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 400 REQUEST.VALIDATION for an int4 overflow in SQL (22003) or an id Ajv coerced to Infinity (22P02), never 500", async () => {
    const { accessToken } = await loginAs(t.app, "profiler@skolmedia.test");
    for (const id of ["2147483648", "1" + "0".repeat(400)]) {
      const response = await t.app.inject({ method: "POST", url: `/v1/me/change-profile/${id}`, headers: bearer(accessToken) });
      expect(response.statusCode, id.slice(0, 12)).toBe(400);
      expectErrorBody(response.json(), "REQUEST.VALIDATION");
      expect(response.body).not.toMatch(/integer|int4|range for type|syntax/i);
    }
  });
});
