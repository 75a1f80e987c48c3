import { describe, expect, expectTypeOf, it } from "vitest";
import type { components } from "../../src/contract/api.gen";
import type { Exact, HasBody, PathParams, QueryParams, RequestBody, SuccessResponse } from "../../src/contract/operations";
import { defineHandlers, handlerFor, mergeHandlers, type HandlerMap, type OperationHandler, type TypedRequest } from "./contract-handler";

type Me = components["schemas"]["Me"];

const me: Me = {
  id: 1,
  email: "larare@skolmedia.test",
  firstName: "Lära",
  lastName: "Re",
  role: "TEACHER",
  accountType: "teacher",
  isActive: true,
  yearOfBirth: null,
  resellerSlug: "member",
  license: 8,
  profiles: [{ id: 1, name: "Lära", isActive: true, lastUsed: null }],
  searchScope: 1,
  school: { id: 1, name: "Skolan", municipality: "Kommunen" },
  className: null,
  phone: null,
};
const never = async (): Promise<never> => Promise.reject(new Error("not called"));

/*
 * The type checks below are what this file is for: `tsc --noEmit` (part of `npm test`) compiles it,
 * and each `@ts-expect-error` fails the build when the line it marks stops being an error. The
 * handlers are never called.
 */
describe("handlers typed by the contract", () => {
  it("types the request of an operation from openapi.yaml", () => {
    // Optional body (issue 6 §4): the token may come from the refresh token cookie instead.
    expectTypeOf<RequestBody<"refreshToken">>().toEqualTypeOf<{ refreshToken?: string } | undefined>();
    expectTypeOf<RequestBody<"getMe">>().toEqualTypeOf<undefined>();
    expectTypeOf<PathParams<"changeProfile">>().toEqualTypeOf<{ id: components["parameters"]["IdPath"] }>();
    expectTypeOf<PathParams<"getMe">>().toEqualTypeOf<Record<never, never>>();
    expectTypeOf<QueryParams<"getMe">>().toEqualTypeOf<Record<never, never>>();
    expectTypeOf<TypedRequest<"verifyToken">["body"]>().toEqualTypeOf<{ token: string }>();
    expectTypeOf<SuccessResponse<"logout">>().toEqualTypeOf<{ status: 204; body?: undefined }>();
    expectTypeOf<SuccessResponse<"getMe">>().toEqualTypeOf<{ status: 200; body: Me }>();
    expectTypeOf<HasBody<"logout", 204>>().toEqualTypeOf<false>();
    expectTypeOf<HasBody<"getMe", 200>>().toEqualTypeOf<true>();
  });

  it("refuses to read a request field the contract does not have", () => {
    defineHandlers({
      logout: async (request, reply) => {
        void request.body?.refreshToken;
        // @ts-expect-error -- RefreshTokenRequest has no `token`.
        void request.body?.token;
        // @ts-expect-error -- logout has no path parameters.
        void request.params.id;
        // @ts-expect-error -- nor query parameters.
        void request.query.page;
        return reply.answer(204);
      },
      changeProfile: async (request, reply) => {
        expectTypeOf(request.params.id).toEqualTypeOf<number>();
        // @ts-expect-error -- changeProfile has no request body.
        void request.body.id;
        return reply.answer(200, { accessToken: "a", refreshToken: "r" });
      },
    });
  });

  it("refuses an answer with a missing, mistyped or extra field, or an undocumented status", () => {
    const record = { ...me, passwordHash: "$argon2id$…" };
    defineHandlers({
      getMe: async (_request, reply) => {
        if (Math.random() < 0) return reply.answer(200, me);
        // @ts-expect-error -- `lastName` is missing.
        if (Math.random() < 0) return reply.answer(200, { ...me, lastName: undefined });
        // @ts-expect-error -- `license` is a number.
        if (Math.random() < 0) return reply.answer(200, { ...me, license: "8" });
        // @ts-expect-error -- `debug` is not in Me (object literal).
        if (Math.random() < 0) return reply.answer(200, { ...me, debug: true });
        // @ts-expect-error -- a record with a password hash is not a Me, though it has all of Me's fields.
        if (Math.random() < 0) return reply.answer(200, record);
        // @ts-expect-error -- nor is a school with a field School lacks (any depth).
        if (Math.random() < 0) return reply.answer(200, { ...me, school: { id: 1, name: "S", municipality: "K", internalNote: "x" } });
        // @ts-expect-error -- getMe documents no 201.
        if (Math.random() < 0) return reply.answer(201, me);
        return reply.answer(200, me);
      },
      getGdprExport: async (_request, reply) => {
        // @ts-expect-error -- a zip is not JSON: the JSON answer path cannot send it (needs a stream path first).
        if (Math.random() < 0) return reply.answer(200);
        // @ts-expect-error -- not with a body either.
        return reply.answer(200, "PK…");
      },
      logout: async (_request, reply) => {
        // @ts-expect-error -- 204 has no body.
        if (Math.random() < 0) return reply.answer(204, {});
        return reply.answer(204);
      },
    });
  });

  it("refuses an answer that reply.answer did not check", () => {
    defineHandlers({
      // @ts-expect-error -- a bare {status, body} has skipped the field checks of reply.answer.
      getMe: async () => ({ status: 200, body: me }),
    });
  });

  it("refuses a key that is not an operationId of the contract", () => {
    // @ts-expect-error -- there is no operation getUser in openapi.yaml.
    defineHandlers({ getUser: never });
    // A handler typed for one operation does not fit another.
    const logout: OperationHandler<"logout"> = async (_request, reply) => reply.answer(204);
    // @ts-expect-error -- logout's handler answers 204, getMe needs a Me.
    defineHandlers({ getMe: logout });
  });

  it("names the fields a value has beyond the contract's shape", () => {
    expectTypeOf<Exact<Me, Me>>().toEqualTypeOf<Me>();
    expectTypeOf<Exact<{ data: { any: 1 } }, { data: unknown }>>().toEqualTypeOf<{ data: { any: 1 } }>();
    expectTypeOf<Exact<Me & { passwordHash: string }, Me>>().toEqualTypeOf<{ "fields not in the contract": "passwordHash" }>();
    expectTypeOf<Exact<{ profiles: Array<{ id: number; secret: string }> }, Me>>().toEqualTypeOf<{
      "fields not in the contract": "secret";
    }>();
  });
});

describe("merging the features' handler maps", () => {
  it("keeps every handler of maps with different operations", () => {
    const merged = mergeHandlers([defineHandlers({ getMe: never }), defineHandlers({ logout: never, login: never })]);
    expect(Object.keys(merged).sort()).toEqual(["getMe", "login", "logout"]);
    expect(handlerFor(merged, "logout")).toBe(never);
  });

  it("throws, naming the operation, when two maps register the same operationId", () => {
    expect(() => mergeHandlers([defineHandlers({ getMe: never, logout: never }), defineHandlers({ getMe: never })])).toThrow(
      "two handlers for the operation getMe: register it once",
    );
  });

  it("finds no handler for an operation nobody registered, nor for inherited keys", () => {
    const map: HandlerMap = defineHandlers({ getMe: never });
    expect(handlerFor(map, "logout")).toBeUndefined();
    expect(handlerFor(map, "toString")).toBeUndefined();
  });
});
