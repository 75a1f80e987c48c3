import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const OPENAPI_PATH = fileURLToPath(new URL("../../openapi/openapi.yaml", import.meta.url));

export type JsonSchema = Record<string, unknown>;
export type SecurityRequirement = Record<string, string[]>;

export interface ParameterObject {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

export interface MediaObject {
  schema?: JsonSchema;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaObject>;
}

export interface OperationObject {
  operationId?: string;
  parameters?: Array<ParameterObject | { $ref: string }>;
  requestBody?: { required?: boolean; content?: Record<string, MediaObject> } | { $ref: string };
  responses?: Record<string, ResponseObject | { $ref: string }>;
  security?: SecurityRequirement[];
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject | unknown>>;
  components?: Record<string, Record<string, unknown>>;
  security?: SecurityRequirement[];
}

/** Reads openapi/openapi.yaml, the one contract (ARCHITECTURE §2). */
export function loadOpenApiDocument(path: string = OPENAPI_PATH): OpenApiDocument {
  const document = parse(readFileSync(path, "utf8")) as OpenApiDocument;
  if (typeof document?.openapi !== "string" || typeof document.paths !== "object") {
    throw new Error(`${path} is not an OpenAPI document`);
  }
  return document;
}

/** Follows an OpenAPI-level `$ref` ("#/components/responses/BadRequest") inside the document. */
export function resolveRef<T>(document: OpenApiDocument, value: T | { $ref: string }): T {
  let current: unknown = value;
  for (let hops = 0; hops < 10; hops += 1) {
    if (!isRef(current)) return current as T;
    if (!current.$ref.startsWith("#/")) throw new Error(`external $ref not supported: ${current.$ref}`);
    current = current.$ref
      .slice(2)
      .split("/")
      .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
    if (current === undefined) throw new Error(`unresolved $ref in openapi.yaml`);
  }
  throw new Error("$ref chain too deep");
}

function isRef(value: unknown): value is { $ref: string } {
  return typeof value === "object" && value !== null && typeof (value as { $ref?: unknown }).$ref === "string";
}
