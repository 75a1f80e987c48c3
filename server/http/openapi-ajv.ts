import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { JsonSchema, OpenApiDocument } from "./openapi-document";

/** The components of openapi.yaml are registered under this id; every `#/…` ref is rewritten to it. */
export const DOCUMENT_ID = "urn:skolmedia:openapi";

// ajv-formats is CommonJS; under ESM its default export is the function or wraps it.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

export type AjvPurpose = "body" | "parameters" | "response";

/**
 * One Ajv per purpose, all reading the same document (OpenAPI 3.1 = JSON Schema 2020-12):
 * bodies without type coercion (a string is not a number), path/query parameters with coercion
 * (they arrive as text), responses without defaults (a missing field must fail, not be filled).
 * OpenAPI's extra keywords (example, discriminator…) are allowed by `strict: false`.
 */
export function createAjv(document: OpenApiDocument, purpose: AjvPurpose): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    coerceTypes: purpose === "parameters" ? "array" : false,
    useDefaults: purpose !== "response",
    removeAdditional: false,
  });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components ?? {} } as JsonSchema);
  return ajv;
}

/** Rewrites local refs so an inline schema can be compiled on its own. */
export function anchorRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchorRefs);
  if (typeof schema !== "object" || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) =>
      key === "$ref" && typeof value === "string" && value.startsWith("#/") ? [key, `${DOCUMENT_ID}${value}`] : [key, anchorRefs(value)],
    ),
  );
}

export function compileSchema(ajv: Ajv2020, schema: JsonSchema): ValidateFunction {
  return ajv.compile(anchorRefs(schema) as JsonSchema);
}
