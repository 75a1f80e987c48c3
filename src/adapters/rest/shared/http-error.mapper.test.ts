import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { APP_ERROR_KINDS } from "../../../ports/shared/app-error.port";
import { mapHttpError, mapNetworkError } from "./http-error.mapper";

describe("mapHttpError", () => {
  it.each([
    [400, "validation"],
    [401, "unauthorized"],
    [403, "forbidden"],
    [404, "notFound"],
    [409, "validation"],
    [413, "validation"],
    [429, "rateLimited"],
    [500, "server"],
    [503, "server"],
  ])("maps status %i to %s", (status, kind) => {
    expect(mapHttpError(status, null).kind).toBe(kind);
  });

  it("carries the error body's code, message and description (SPEC §3)", () => {
    const error = mapHttpError(401, { code: "AUTH.INVALID_CREDENTIALS", message: "Fel", description: "Kontrollera e-postadressen" });
    expect(error).toEqual({
      kind: "unauthorized",
      status: 401,
      code: "AUTH.INVALID_CREDENTIALS",
      message: "Fel",
      description: "Kontrollera e-postadressen",
    });
  });

  it("always answers one of the fixed kinds with string fields, whatever the body", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.anything(), (status, body) => {
        const error = mapHttpError(status, body);
        expect(APP_ERROR_KINDS).toContain(error.kind);
        expect(typeof error.code).toBe("string");
        expect(typeof error.message).toBe("string");
        expect(typeof error.description).toBe("string");
        expect(error.status).toBe(status);
      }),
    );
  });

  it("maps a thrown fetch to a network error without a status", () => {
    expect(mapNetworkError(new TypeError("Failed to fetch"))).toMatchObject({ kind: "network", status: null, message: "Failed to fetch" });
  });
});
