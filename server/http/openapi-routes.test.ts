import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { defineHandlers } from "./contract-handler";
import { loadOpenApiDocument } from "./openapi-document";

describe("routes registered from openapi.yaml", () => {
  let t: TestApp;
  let mode: "bad-field" | "bad-status" | "no-answer" | "good" = "good";
  beforeAll(async () => {
    t = await createTestApp({
      modules: [
        () => ({
          getTest: async (_request, reply) => {
            // @ts-expect-error -- the contract's TestResponse has no `debug`: this answer breaks it on purpose.
            if (mode === "bad-field") return reply.answer(200, { status: "ok", debug: "internal detail" });
            // @ts-expect-error -- getTest documents no 202: this answer breaks the contract on purpose.
            if (mode === "bad-status") return reply.answer(202, { status: "ok" });
            // A handler written without the types (or cast past them) that returns the bare body.
            if (mode === "no-answer") return { status: "ok" } as unknown as ReturnType<typeof reply.answer>;
            return reply.answer(200, { status: "ok" });
          },
        }),
      ],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers GET /v1/test with 200 {status: ok}", async () => {
    mode = "good";
    const response = await t.app.inject({ method: "GET", url: "/v1/test" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("turns a response that breaks the contract into a 500 without leaking it", async () => {
    mode = "bad-field";
    const response = await t.app.inject({ method: "GET", url: "/v1/test" });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe("SERVER.INTERNAL");
    expect(response.body).not.toContain("internal detail");
  });

  it("turns a status the contract does not list into a 500", async () => {
    mode = "bad-status";
    const response = await t.app.inject({ method: "GET", url: "/v1/test" });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe("SERVER.INTERNAL");
  });

  it("turns an answer not made by reply.answer into a 500", async () => {
    mode = "no-answer";
    const response = await t.app.inject({ method: "GET", url: "/v1/test" });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe("SERVER.INTERNAL");
  });

  it("registers only operations that have a handler and lists the rest as missing", () => {
    const document = loadOpenApiDocument();
    const all = Object.values(document.paths).flatMap((item) =>
      Object.values(item)
        .map((operation) => (operation as { operationId?: string }).operationId)
        .filter(Boolean),
    );
    expect(t.app.operations.implemented).toEqual(
      expect.arrayContaining(["login", "refreshToken", "logout", "verifyToken", "getMe", "getTest", "sendEmailPasscode", "changeProfile"]),
    );
    expect([...t.app.operations.implemented, ...t.app.operations.missing].sort()).toEqual([...all].sort());
  });

  it("answers 404 for every operation in the contract that has no handler yet", async () => {
    const document = loadOpenApiDocument();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const id = (operation as { operationId?: string }).operationId;
        if (!id || !t.app.operations.missing.includes(id)) continue;
        const url = path.replace(/\{[^}]+\}/g, "1");
        const response = await t.app.inject({ method: method.toUpperCase() as "GET", url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().code).toBe("REQUEST.NOT_FOUND");
      }
    }
  });

  it("refuses to start with a handler for an operation the contract does not have", async () => {
    const unknownOperation = { noSuchOperation: async () => ({}) };
    // @ts-expect-error -- tsc refuses the key already; the start refuses it too (a map built without types).
    await expect(createTestApp({ modules: [() => unknownOperation] })).rejects.toThrow(/noSuchOperation/);
  });

  it("refuses to start when a module registers an operation another feature already has, naming it", async () => {
    const second = () => defineHandlers({ getMe: async () => Promise.reject(new Error("never called")) });
    await expect(createTestApp({ modules: [second] })).rejects.toThrow(/two handlers for the operation getMe/);
  });
});
