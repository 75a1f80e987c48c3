/**
 * Issue 6 §2: `POST /v1/me/change-profile/2147483648` was valid by the contract and overflowed
 * PostgreSQL's integer in the repository (500). The class is closed in the contract: every integer
 * path or query parameter is bounded to int4, so a larger one is a 400 before any SQL runs.
 */
import { describe, expect, it } from "vitest";
import {
  loadOpenApiDocument,
  resolveRef,
  type JsonSchema,
  type OperationObject,
  type ParameterObject,
} from "../server/http/openapi-document";
import { METHODS } from "../server/http/openapi-routes";

const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;

describe("integer parameters of openapi.yaml", () => {
  it("are all within PostgreSQL's integer (int4) range", () => {
    const document = loadOpenApiDocument();
    const unbounded: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method] as OperationObject | undefined;
        if (!operation) continue;
        const shared = Array.isArray(item.parameters) ? (item.parameters as NonNullable<OperationObject["parameters"]>) : [];
        for (const raw of [...shared, ...(operation.parameters ?? [])]) {
          const parameter = resolveRef<ParameterObject>(document, raw);
          if (parameter.in !== "path" && parameter.in !== "query") continue;
          const schema = resolveRef<JsonSchema>(document, (parameter.schema ?? {}) as JsonSchema);
          const types = ([] as unknown[]).concat(schema.type ?? []);
          if (!types.includes("integer") || Array.isArray(schema.enum)) continue;
          const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
          if (maximum === undefined || maximum > INT4_MAX || minimum === undefined || minimum < INT4_MIN) {
            unbounded.push(`${method.toUpperCase()} ${path} ${parameter.in} ${parameter.name}`);
          }
        }
      }
    }
    expect(unbounded).toEqual([]);
  });
});
