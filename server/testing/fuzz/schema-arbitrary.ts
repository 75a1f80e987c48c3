import type { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { compileSchema } from "../../http/openapi-ajv";
import { resolveRef, type JsonSchema, type OpenApiDocument } from "../../http/openapi-document";

export interface SchemaArbitraryContext {
  document: OpenApiDocument;
  /** A body Ajv of the document (no coercion), to keep only the hints a string schema accepts. */
  ajv: Ajv2020;
  /**
   * Strings worth trying where the schema allows them (demo e-mails, the demo password, live
   * tokens): random text rarely gets past a login or a token check, these reach the success paths.
   * Keyed by the field or parameter name they fit (`email`, `token`…); `*` is for every other string.
   */
  hints: Readonly<Record<string, readonly string[]>>;
}

// Past this depth optional properties are left out and arrays kept at their minimum size, so
// recursive schemas (trees) stay finite; past the hard limit a value is given up on (null).
const SOFT_DEPTH = 4;
const HARD_DEPTH = 12;
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/**
 * Values for a JSON Schema of openapi.yaml (the keywords the contract uses: type and type lists,
 * enum, const, oneOf/anyOf/allOf, properties/required/additionalProperties, items, min/max of
 * lengths, items, properties and numbers, pattern, format). Meant to be valid, but the tests never
 * trust that: whether the contract accepts a request is decided by Ajv (request-arbitrary.ts).
 */
export function schemaArbitrary(schema: JsonSchema, context: SchemaArbitraryContext, depth = 0, name = "*"): fc.Arbitrary<unknown> {
  if (depth > HARD_DEPTH) return fc.constant(null);
  if (typeof schema.$ref === "string") return schemaArbitrary(resolveRef<JsonSchema>(context.document, schema), context, depth, name);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (Array.isArray(branches)) return fc.oneof(...branches.map((branch) => schemaArbitrary(branch, context, depth + 1)));
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as JsonSchema[]).map((part) => schemaArbitrary(part, context, depth + 1));
    return fc.tuple(...parts).map((values) => Object.assign({}, ...values.filter(isObject)) as unknown);
  }
  if (Array.isArray(schema.type)) {
    return fc.oneof(...(schema.type as string[]).map((type) => schemaArbitrary({ ...schema, type }, context, depth, name)));
  }
  switch (schema.type ?? impliedType(schema)) {
    case "string":
      return stringArbitrary(schema, context, name);
    case "integer":
      return integerArbitrary(schema);
    case "number":
      return numberArbitrary(schema);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return arrayArbitrary(schema, context, depth);
    case "object":
      return objectArbitrary(schema, context, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function impliedType(schema: JsonSchema): string | undefined {
  if (schema.properties || schema.additionalProperties !== undefined) return "object";
  if (schema.items) return "array";
  return undefined;
}

function stringArbitrary(schema: JsonSchema, context: SchemaArbitraryContext, name: string): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? Number.POSITIVE_INFINITY;
  const fits = (text: string) => {
    const length = [...text].length; // Ajv counts code points, not UTF-16 units.
    return length >= minLength && length <= maxLength;
  };
  const generated = baseString(schema, minLength, maxLength).filter(fits);
  const validate = compileSchema(context.ajv, { ...schema, type: "string" });
  const hints = (context.hints[name] ?? context.hints["*"] ?? []).filter((hint) => validate(hint));
  return hints.length > 0 ? fc.oneof(generated, fc.constantFrom(...hints)) : generated;
}

function baseString(schema: JsonSchema, minLength: number, maxLength: number): fc.Arbitrary<string> {
  switch (schema.format) {
    case "email":
      return fc.emailAddress();
    case "date":
      return dates().map((date) => date.toISOString().slice(0, 10));
    case "date-time":
      return dates().map((date) => date.toISOString());
    case "uri":
    case "uri-reference":
      return fc.webUrl();
    case "uuid":
      return fc.uuid();
  }
  if (typeof schema.pattern === "string") return fc.stringMatching(new RegExp(schema.pattern as string, "u"));
  const max = Math.min(maxLength, minLength + 40);
  // Mostly printable ASCII (what forms send), sometimes any Unicode grapheme.
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength: max, unit: "grapheme" }) },
  );
}

function dates(): fc.Arbitrary<Date> {
  return fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T23:59:59Z"), noInvalidDate: true });
}

function bounds(schema: JsonSchema, integer: boolean): { min: number | undefined; max: number | undefined } {
  const step = integer ? 1 : 0;
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  const exclusiveMax = schema.exclusiveMaximum as number | undefined;
  const min = (schema.minimum as number | undefined) ?? (exclusiveMin === undefined ? undefined : exclusiveMin + step);
  const max = (schema.maximum as number | undefined) ?? (exclusiveMax === undefined ? undefined : exclusiveMax - step);
  return { min, max };
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const { min = INT32_MIN, max = Number.MAX_SAFE_INTEGER } = bounds(schema, true);
  // Whole range (fast-check favours its edges, where overflows live) and small values, which are
  // the ids that exist in a seeded database.
  const whole =
    min >= INT32_MIN && max <= INT32_MAX ? fc.integer({ min, max }) : fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
  const small = fc.integer({ min: Math.max(min, Math.min(max, 0)), max: Math.min(max, Math.max(min, 0) + 20) });
  return fc.oneof({ weight: 1, arbitrary: whole }, { weight: 1, arbitrary: small });
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, false);
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(min === undefined ? {} : { min, minExcluded: schema.exclusiveMinimum !== undefined && schema.minimum === undefined }),
    ...(max === undefined ? {} : { max, maxExcluded: schema.exclusiveMaximum !== undefined && schema.maximum === undefined }),
  });
}

function arrayArbitrary(schema: JsonSchema, context: SchemaArbitraryContext, depth: number): fc.Arbitrary<unknown[]> {
  const items = schemaArbitrary((schema.items as JsonSchema | undefined) ?? {}, context, depth + 1);
  const minLength = (schema.minItems as number | undefined) ?? 0;
  const cap = depth >= SOFT_DEPTH ? minLength : minLength + 3;
  const maxLength = Math.min((schema.maxItems as number | undefined) ?? cap, cap);
  return schema.uniqueItems
    ? fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
    : fc.array(items, { minLength, maxLength });
}

function objectArbitrary(schema: JsonSchema, context: SchemaArbitraryContext, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = ((schema.required as string[] | undefined) ?? []).filter((name) => name in properties);
  const names = depth >= SOFT_DEPTH ? required : Object.keys(properties);
  const model = Object.fromEntries(names.map((name) => [name, schemaArbitrary(properties[name] as JsonSchema, context, depth + 1, name)]));
  let arbitrary: fc.Arbitrary<Record<string, unknown>> = fc.record(model, { requiredKeys: required });
  const extra = schema.additionalProperties;
  if (names.length === 0 && typeof extra === "object" && extra !== null) {
    // A free-form map (e.g. search filters): keys of its own, values of the given schema.
    const value = schemaArbitrary(extra as JsonSchema, context, depth + 1);
    arbitrary = fc.dictionary(fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,11}$/), value, { maxKeys: 3 });
  }
  const minProperties = (schema.minProperties as number | undefined) ?? 0;
  return minProperties > 0 ? arbitrary.filter((value) => Object.keys(value).length >= minProperties) : arbitrary;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
