/**
 * The API contract (issue 2 §2): openapi/openapi.yaml describes every call of SPEC §7, with the
 * error body on every non-2xx answer, bearer security where a user is needed, and schemas the
 * server's Ajv can enforce.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, expectTypeOf, it } from "vitest";
import { parse } from "yaml";
import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { validateOpenApiDocument } from "../scripts/check-api-types";
import { compileSchema, createAjv, type AjvPurpose } from "../server/http/openapi-ajv";
import { loadOpenApiDocument } from "../server/http/openapi-document";
import type { components } from "../src/contract/api.gen";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- walking untyped YAML
const doc = parse(readFileSync(path.join(ROOT, "openapi/openapi.yaml"), "utf8")) as Json;

// SPEC §7, call by call; SPEC's placeholders {x} are named for what they hold.
const SPEC_CALLS = [
  // Auth
  "POST /api-token-auth",
  "POST /api-token-refresh",
  "POST /api-token-logout",
  "POST /api-token-verify",
  "POST /auth/password-reset",
  "POST /auth/set-password",
  "GET /auth/sso-error/{id}",
  "POST /auth/unsubscribe",
  "POST /v1/me/change-profile/{id}",
  // Boka
  "POST /v1/boka/cart/items",
  "DELETE /v1/boka/cart",
  "DELETE /v1/boka/cart/items/{id}",
  "GET /v1/boka/cart",
  "POST /v1/boka/orders",
  "GET /v1/boka/config",
  "GET /v1/boka/orders",
  // Campaign
  "POST /v1/campaign-users",
  "POST /v1/me/complete-campaign-registration",
  // CMS
  "GET /v1/admin/menu",
  "GET /v1/cms/alert-strips",
  "POST /v1/cms/alert-strips",
  "PATCH /v1/cms/alert-strips/{id}",
  "DELETE /v1/cms/alert-strips/{id}",
  "GET /v1/cms/pages/{slug}/carousel",
  "GET /v1/cms/app/{app}/carousel/slides",
  "POST /v1/cms/app/{app}/carousel/slides",
  "PUT /v1/cms/app/{app}/carousel/slides",
  "GET /v1/cms/app/{app}/carousel/slides/{slideId}",
  "PATCH /v1/cms/app/{app}/carousel/slides/{slideId}",
  "DELETE /v1/cms/app/{app}/carousel/slides/{slideId}",
  "GET /v1/cms/app/{app}/collections",
  "PUT /v1/cms/app/{app}/collections",
  "GET /v1/cms/app/{app}/toplists",
  "GET /v1/cms/collections/admin-collections",
  "GET /v1/cms/footer",
  "GET /v1/cms/menu",
  "GET /v1/cms/menu/admin",
  "PUT /v1/cms/menu/links",
  "GET /v1/cms/pages",
  "POST /v1/cms/pages",
  "GET /v1/cms/pages/{id}",
  "PATCH /v1/cms/pages/{id}",
  "DELETE /v1/cms/pages/{id}",
  "GET /v1/cms/forms/contact",
  // Media
  "GET /v1/media/images",
  "POST /v1/media/images",
  "GET /v1/media/images/{id}",
  "DELETE /v1/media/images/{id}",
  // Collections
  "GET /v1/collections",
  "POST /v1/collections",
  "GET /v1/collections/{id}",
  "PATCH /v1/collections/{id}",
  "DELETE /v1/collections/{id}",
  "GET /v1/collections/{id}/items",
  "POST /v1/collections/{id}/items",
  "PUT /v1/collections/{id}/items",
  "PATCH /v1/collections/{id}/items/{itemId}",
  "DELETE /v1/collections/{id}/items/{itemId}",
  // Config and meta
  "GET /v1/config/{reseller}",
  "GET /v1/config/{reseller}/sso",
  "GET /v1/enums",
  "GET /v1/meta/app/{app}",
  "GET /v1/meta/pages/{slug}",
  "GET /v1/meta/collections/{id}",
  "GET /v1/meta/products/{id}",
  // Forms
  "POST /v1/forms/contact",
  "POST /v1/forms/feedback",
  // Pages
  "GET /v1/pages/app/boka",
  "GET /v1/pages/app/lashornan",
  "GET /v1/pages/app/play",
  "GET /v1/pages/search",
  // Products, schools, series
  "GET /v1/products/{id}",
  "GET /v1/products/{id}/related",
  "GET /v1/schools/{id}",
  "GET /v1/series/{id}",
  // Search
  "GET /v1/search/collections",
  "GET /v1/search/collections/{id}",
  "GET /v1/search/products",
  "GET /v1/search/products/{scope}",
  "GET /v1/search/products/{scope}/count",
  "GET /v1/search/products/{scope}/suggestions",
  "GET /v1/search/history",
  "GET /v1/search/series",
  "GET /v1/search/schools",
  "GET /v1/search/campaign/schools",
  "DELETE /v1/me/recent-searches/{id}",
  // Share
  "POST /v1/share/collection/{id}",
  "POST /v1/share/product/{id}",
  // Tracking
  "POST /v1/track/mediaplayer/error",
  "POST /v1/track/mediaplayer/userevents",
  "POST /v1/track/page/error",
  "POST /v1/track/search/userevents",
  "POST /v1/track/signup/userevents",
  // Students
  "POST /v1/students/{id}/accept",
  "POST /v1/students/{id}/decline",
  "DELETE /v1/students/{id}",
  "PATCH /v1/students/{id}",
  "GET /v1/students",
  "GET /v1/students/change-requests",
  "POST /v1/students/change-requests/{id}/accept",
  "POST /v1/students/change-requests/{id}/decline",
  "POST /v1/students/bulk-operation",
  // Users
  "GET /v1/signup/grantlist/{email}",
  "POST /v1/me/change-email",
  "POST /v1/me/change-password",
  "POST /v1/me/change-school",
  "POST /v1/me/complete-registration",
  "GET /v1/me/complete-registration",
  "POST /v1/me/send-email-passcode",
  "POST /v1/me/gdpr-export",
  "GET /v1/me/gdpr-export",
  "POST /v1/me/search-scope",
  "POST /v1/users",
  "DELETE /v1/me",
  "GET /v1/me",
  "PATCH /v1/me",
  "GET /v1/me/saved-products",
  "DELETE /v1/me/history/{id}",
  "GET /v1/test",
];
// SPEC §7 names "delete of a history item with the URL-encoded query string" without a path.
const DESIGNED_CALLS = ["DELETE /v1/search/history"];

// Calls anyone may make (security: []).
const PUBLIC = new Set([
  "login",
  "refreshToken",
  "logout",
  "verifyToken",
  "sendEmailPasscode",
  "requestPasswordReset",
  "setPassword",
  "getSsoError",
  "unsubscribe",
  "getTest",
  "createCampaignUser",
  "listAlertStrips",
  "getAppSlideshow",
  "getAppSlide",
  "getAppFeaturedCollections",
  "listAppToplists",
  "getFooter",
  "getContactForm",
  "getResellerConfig",
  "getSsoConfig",
  "getEnums",
  "getAppMeta",
  "getPageMeta",
  "getCollectionMeta",
  "getProductMeta",
  "getSchool",
  "searchSchools",
  "searchCampaignSchools",
  "checkSignupGrantlist",
  "signup",
]);
// Calls where the token is optional and personalises the answer (security: [{}, {bearerAuth: []}]).
const OPTIONAL_AUTH = new Set([
  "getMenu",
  "getPageCarousel",
  "getCmsPage",
  "getCollection",
  "listCollectionItems",
  "submitContactForm",
  "submitFeedback",
  "getBokaAppPage",
  "getLashornanAppPage",
  "getPlayAppPage",
  "getSearchPage",
  "getProduct",
  "listRelatedProducts",
  "getSeries",
  "searchProducts",
  "searchProductsInScope",
  "countProducts",
  "getSearchSuggestions",
  "searchSeries",
  "trackMediaPlayerError",
  "trackMediaPlayerUserEvents",
  "trackPageError",
  "trackSearchUserEvent",
  "trackSignupUserEvent",
]);

const METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"];
const operations = Object.entries(doc.paths as Json).flatMap(([p, item]) =>
  METHODS.filter((m) => m in item).map((m) => ({ call: `${m.toUpperCase()} ${p}`, op: item[m] as Json })),
);

function deref(node: Json): Json {
  const ref = node.$ref as string | undefined;
  if (!ref) return node;
  const target = ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<Json>((at, key) => at[key], doc);
  return deref(target);
}

/** Every object schema reachable from `schema`, following $refs once each. */
function objectSchemas(schema: Json, seen = new Set<Json>()): Json[] {
  const node = deref(schema);
  if (seen.has(node)) return [];
  seen.add(node);
  const found: Json[] = node.type === "object" || node.properties ? [node] : [];
  const children: Json[] = [
    ...(node.oneOf ?? []),
    ...(node.anyOf ?? []),
    ...(node.allOf ?? []),
    ...Object.values((node.properties ?? {}) as Json),
    ...(node.items ? [node.items] : []),
    ...(typeof node.additionalProperties === "object" ? [node.additionalProperties] : []),
  ];
  return found.concat(children.flatMap((child) => objectSchemas(child, seen)));
}

describe("openapi/openapi.yaml", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(await validateOpenApiDocument()).toEqual([]);
  });

  it("describes every call of SPEC §7", () => {
    const present = new Set(operations.map((o) => o.call));
    expect(SPEC_CALLS.filter((call) => !present.has(call))).toEqual([]);
  });

  it("describes no call beyond SPEC §7 and the designed ones", () => {
    const known = new Set([...SPEC_CALLS, ...DESIGNED_CALLS]);
    expect(operations.map((o) => o.call).filter((call) => !known.has(call))).toEqual([]);
    expect(operations).toHaveLength(SPEC_CALLS.length + DESIGNED_CALLS.length);
  });

  it("gives every operation a unique camelCase operationId and a description", () => {
    const ids = operations.map((o) => o.op.operationId as string);
    for (const { call, op } of operations) {
      expect(op.operationId, call).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(String(op.description ?? "").trim().length, call).toBeGreaterThan(10);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("marks the designs the spec leaves open as design decisions", () => {
    // SPEC §3, §7: order payload, booking config, member/root reseller config and the shell's
    // per-reseller menu, alert strip, footer and SSO calls are "not shown".
    const open = ["createOrder", "getBokaConfig", "getResellerConfig", "deleteSearchHistoryByQuery"];
    const shell = ["getMenu", "listAlertStrips", "getFooter", "getSsoConfig"];
    const byId = new Map(operations.map((o) => [o.op.operationId as string, String(o.op.description)]));
    for (const id of [...open, ...shell]) expect(byId.get(id), id).toContain("Design decision (spec: not shown)");
    for (const id of shell) expect(byId.get(id), id).toContain("per-reseller");
  });

  it("answers every non-2xx status with the Error body", () => {
    for (const { call, op } of operations) {
      for (const [status, response] of Object.entries(op.responses as Json)) {
        if (/^2/.test(status)) continue;
        const content = deref(response as Json).content as Json | undefined;
        expect(content?.["application/json"]?.schema?.$ref, `${call} ${status}`).toBe("#/components/schemas/Error");
      }
    }
  });

  it("defines the Error body as code, message and description, all required strings", () => {
    const error = doc.components.schemas.Error as Json;
    expect(error.required).toEqual(["code", "message", "description"]);
    expect(Object.values(error.properties as Json).map((p) => p.type)).toEqual(["string", "string", "string"]);
    expect(error.additionalProperties).toBe(false);
    const reusable = {
      BadRequest: 400,
      Unauthorized: 401,
      Forbidden: 403,
      NotFound: 404,
      Conflict: 409,
      PayloadTooLarge: 413,
      TooManyRequests: 429,
      InternalError: 500,
    };
    for (const [name, status] of Object.entries(reusable)) {
      expect(doc.components.responses[name], name).toBeDefined();
      const users = operations.filter((o) => o.op.responses[String(status)]);
      expect(
        users.every((o) => o.op.responses[String(status)].$ref === `#/components/responses/${name}`),
        name,
      ).toBe(true);
    }
  });

  it("requires the bearer token except on public and optional-auth calls", () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer", bearerFormat: "JWT" });
    for (const { call, op } of operations) {
      const id = op.operationId as string;
      const expected = PUBLIC.has(id) ? [] : OPTIONAL_AUTH.has(id) ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
      expect(op.security, `${call} (${id})`).toEqual(expected);
      if (!PUBLIC.has(id)) expect(op.responses["401"], `${call} needs a 401`).toBeDefined();
    }
  });

  it("makes request bodies forbid unknown properties, list their required ones and carry no defaults", () => {
    for (const { call, op } of operations.filter((o) => o.op.requestBody)) {
      for (const media of Object.values(op.requestBody.content as Json)) {
        const objects = objectSchemas(media.schema as Json);
        expect(objects.length, call).toBeGreaterThan(0);
        for (const schema of objects) {
          expect(schema.additionalProperties, call).toBe(false);
          expect(Array.isArray(schema.required), call).toBe(true);
          // openapi-typescript turns a property with a default into a required one.
          const withDefault = Object.keys(schema.properties ?? {}).filter((key) => "default" in deref(schema.properties[key]));
          expect(withDefault, `${call}: defaults in a request body`).toEqual([]);
        }
      }
    }
  });

  it("closes every object schema of the components and lists only existing properties as required", () => {
    for (const [name, schema] of Object.entries(doc.components.schemas as Json)) {
      for (const object of objectSchemas(schema as Json)) {
        expect(object.additionalProperties, name).toBe(false);
        for (const key of object.required ?? []) expect(object.properties?.[key], `${name}.${key}`).toBeDefined();
      }
    }
  });
});

describe("the component schemas as JSON Schema", () => {
  // Stricter than the server (strict mode, both drafts): a schema keyword that Ajv would silently
  // ignore, or a union type written loosely, fails here before it weakens validation.
  const schemasJson = JSON.stringify(doc.components.schemas).replaceAll('"#/components/schemas/', '"doc#/definitions/');
  const make = (AjvClass: typeof Ajv) => {
    const ajv = new AjvClass({ strict: true, allowUnionTypes: true, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: "doc", definitions: JSON.parse(schemasJson) });
    return ajv;
  };

  it("compile in strict mode, draft-07 and 2020-12", () => {
    for (const ajv of [make(Ajv), make(Ajv2020 as unknown as typeof Ajv)]) {
      for (const name of Object.keys(doc.components.schemas)) {
        expect(() => ajv.getSchema(`doc#/definitions/${name}`), name).not.toThrow();
      }
    }
  });
});

describe("the schemas under the server's Ajv", () => {
  // server/http/openapi-ajv.ts, as openapi-routes.ts sets it up: what these accept is what the server accepts.
  const document = loadOpenApiDocument();
  const ajvs = {
    body: createAjv(document, "body"),
    parameters: createAjv(document, "parameters"),
    response: createAjv(document, "response"),
  };
  const validate = (purpose: AjvPurpose, name: string) => compileSchema(ajvs[purpose], { $ref: `#/components/schemas/${name}` });
  const valid = (name: string, data: unknown) => validate("body", name)(data);

  it("compiles every component schema for bodies, parameters and responses", () => {
    for (const purpose of ["body", "parameters", "response"] as const) {
      for (const name of Object.keys(doc.components.schemas)) expect(() => validate(purpose, name), `${purpose} ${name}`).not.toThrow();
    }
  });

  it("accepts a password login and a 6-digit passcode login, nothing in between", () => {
    expect(valid("LoginRequest", { email: "larare@skolmedia.test", password: "Skolmedia-2026" })).toBe(true);
    expect(valid("LoginRequest", { email: "larare@skolmedia.test", code: "012345" })).toBe(true);
    expect(valid("LoginRequest", { email: "larare@skolmedia.test", password: "x", code: "012345" })).toBe(false);
    expect(valid("LoginRequest", { email: "larare@skolmedia.test", code: "12345" })).toBe(false);
    expect(valid("LoginRequest", { email: "not-an-email", password: "x" })).toBe(false);
    expect(valid("LoginRequest", { email: "larare@skolmedia.test", password: "x", admin: true })).toBe(false);
  });

  it("rejects an error body that lacks a field", () => {
    const answer = validate("response", "Error");
    expect(answer({ code: "AUTH.INVALID", message: "Fel", description: "Fel e-post eller lösenord" })).toBe(true);
    expect(answer({ code: "AUTH.INVALID", message: "Fel" })).toBe(false);
  });

  it("tells CMS blocks apart by kind and rejects unknown kinds", () => {
    const header = { id: "b1", kind: "HEADER", title: "Välkommen", subtitle: null, settings: {} };
    expect(valid("CmsBlock", header)).toBe(true);
    expect(valid("CmsBlock", { ...header, kind: "MARQUEE" })).toBe(false);
    expect(valid("CmsBlock", { id: "b2", kind: "IMAGE", images: [], settings: {} })).toBe(false);
  });

  it("accepts a clip only with H:mm:ss times", () => {
    expect(valid("AddCollectionItemRequest", { productId: 7 })).toBe(true);
    expect(valid("AddCollectionItemRequest", { productId: 7, startTime: "0:01:00", stopTime: "0:02:30" })).toBe(true);
    expect(valid("AddCollectionItemRequest", { productId: 7, startTime: "1:00", stopTime: "0:02:30" })).toBe(false);
  });
});

describe("the generated types", () => {
  it("carry the auth shapes the web app and server build on", () => {
    // refreshToken is left out of a browser's answer: it has it only as an HttpOnly cookie (issue 6 §4).
    expectTypeOf<components["schemas"]["TokenPair"]>().toEqualTypeOf<{ accessToken: string; refreshToken?: string }>();
    expectTypeOf<components["schemas"]["Profile"]>().toEqualTypeOf<{
      id: number;
      name: string;
      isActive: boolean;
      lastUsed: string | null;
    }>();
    expectTypeOf<components["schemas"]["Me"]["accountType"]>().toEqualTypeOf<"teacher" | "student" | null>();
    expectTypeOf<components["schemas"]["Error"]>().toEqualTypeOf<{ code: string; message: string; description: string }>();
    expect(readFileSync(path.join(ROOT, "src/contract/api.gen.ts"), "utf8")).toContain('"/api-token-auth"');
  });
});
