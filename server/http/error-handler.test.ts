import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, loginAs } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ERROR_CODES } from "./error-codes";

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
    const response = await t.app.inject({ method: "POST", url: "/api-token-logout", payload: {} });
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
    for (const id of ["abc", "0", "-3", "1.5"]) {
      const response = await t.app.inject({ method: "POST", url: `/v1/me/change-profile/${id}`, headers: bearer(accessToken) });
      expect(response.statusCode, id).toBe(400);
      expectErrorBody(response.json(), "REQUEST.VALIDATION");
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
