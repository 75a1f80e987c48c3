import fc from "fast-check";
import type { JsonSchema } from "../../http/openapi-document";
import {
  EXTRA_KEYS,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_VALUES,
  hostileAuthorizations,
  MALFORMED_JSON,
  WRONG_CONTENT_TYPES,
  WRONG_TYPES,
} from "./hostile-values";
import { operationUrl, type HttpMethod, type OperationModel } from "./operation-model";
import { addKey, dropKey, replaceNode } from "./body-mutations";
import { BOUNDARY, encodePathSegment, multipartPayload, serialiseQuery } from "./request-encoding";
import { bodyVerdict, pathVerdict, queryVerdict, textVerdict, type Verdict } from "./request-verdict";
import { schemaArbitrary, type SchemaArbitraryContext } from "./schema-arbitrary";

export type { Verdict } from "./request-verdict";

/** The callers every operation is fuzzed as (issue 6 §2). */
export const FUZZ_CALLERS = ["visitor", "student", "teacher", "admin"] as const;
export type FuzzCaller = (typeof FUZZ_CALLERS)[number];

export interface FuzzRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** One change that breaks a valid request; `at` picks a node, parameter or header variant (modulo their number). */
export type Mutation =
  | { kind: "none" }
  | { kind: "body-root"; value: unknown }
  | { kind: "body-node"; at: number; value: unknown }
  | { kind: "body-drop"; at: number }
  | { kind: "body-extra"; at: number; key: string; value: unknown }
  | { kind: "body-absent" }
  | { kind: "body-text"; text: string }
  | { kind: "content-type"; contentType: string }
  | { kind: "path"; at: number; segment: string }
  | { kind: "query"; at: number; value: unknown }
  | { kind: "query-extra"; key: string; value: string }
  | { kind: "auth"; at: number };

export interface FuzzCase {
  operationId: string;
  caller: FuzzCaller;
  mutation: Mutation["kind"];
  request: FuzzRequest;
  verdict: Verdict;
}

/** Valid request parts before serialisation; `body` undefined = no body. */
interface Parts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** Access tokens of the fuzz callers (null: the visitor sends none). */
export type CallerTokens = Readonly<Record<FuzzCaller, string | null>>;

/** Requests for one operation: valid ones from its own schemas, and the same broken in the ways of hostile-values.ts. */
export function fuzzCaseArbitrary(model: OperationModel, context: SchemaArbitraryContext, tokens: CallerTokens): fc.Arbitrary<FuzzCase> {
  const parts = partsArbitrary(model, context);
  return fc
    .record({ caller: fc.constantFrom(...FUZZ_CALLERS), parts, mutation: mutationArbitrary(model) })
    .map(({ caller, parts, mutation }) => {
      const fuzzCase = buildCase(model, caller, parts, mutation, tokens[caller]);
      // A short line instead of the whole 10,000-character payload when fast-check reports a counterexample.
      return Object.defineProperty(fuzzCase, fc.toStringMethod, { value: () => describeCase(fuzzCase), enumerable: false });
    });
}

export function describeCase(fuzzCase: FuzzCase): string {
  const { request } = fuzzCase;
  const payload =
    request.payload === undefined
      ? ""
      : ` payload ${JSON.stringify(request.payload.slice(0, 300))}${request.payload.length > 300 ? "…" : ""}`;
  const headers = JSON.stringify({ ...request.headers, authorization: request.headers.authorization?.slice(0, 40) });
  return `${fuzzCase.operationId} as ${fuzzCase.caller} [${fuzzCase.mutation}, contract: ${fuzzCase.verdict}] ${request.method} ${request.url.slice(0, 300)} ${headers}${payload}`;
}

function partsArbitrary(model: OperationModel, context: SchemaArbitraryContext): fc.Arbitrary<Parts> {
  const schemaOf = (parameter: { name: string; schema?: JsonSchema }) =>
    schemaArbitrary(parameter.schema ?? {}, context, 0, parameter.name);
  const path = fc.record(Object.fromEntries(model.pathParameters.map((parameter) => [parameter.name, schemaOf(parameter)])));
  const query = fc.record(Object.fromEntries(model.queryParameters.map((parameter) => [parameter.name, schemaOf(parameter)])), {
    requiredKeys: model.queryParameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  });
  const multipart = model.otherBodyTypes["multipart/form-data"];
  const bodySchema = model.body?.schema ?? multipart;
  const required = model.body?.required ?? true;
  const body = bodySchema
    ? required
      ? schemaArbitrary(bodySchema, context)
      : fc.option(schemaArbitrary(bodySchema, context), { nil: undefined })
    : fc.constant(undefined);
  return fc.record({ path, query, body });
}

function mutationArbitrary(model: OperationModel): fc.Arbitrary<Mutation> {
  const at = fc.nat({ max: 1000 });
  const hostile = fc.constantFrom(...HOSTILE_VALUES);
  const choices: Array<fc.WeightedArbitrary<Mutation>> = [
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("body-root" as const), value: fc.constantFrom(...WRONG_TYPES) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("body-text" as const), text: fc.constantFrom(...MALFORMED_JSON) }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant("content-type" as const), contentType: fc.constantFrom(...WRONG_CONTENT_TYPES) }),
    },
  ];
  if (model.body || Object.keys(model.otherBodyTypes).length > 0) {
    choices.push(
      { weight: 5, arbitrary: fc.record({ kind: fc.constant("body-node" as const), at, value: hostile }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant("body-drop" as const), at }) },
      {
        weight: 2,
        arbitrary: fc.record({ kind: fc.constant("body-extra" as const), at, key: fc.constantFrom(...EXTRA_KEYS), value: hostile }),
      },
      { weight: 1, arbitrary: fc.constant({ kind: "body-absent" as const }) },
    );
  }
  if (model.pathParameters.length > 0) {
    choices.push({
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant("path" as const), at, segment: fc.constantFrom(...HOSTILE_PATH_SEGMENTS) }),
    });
  }
  if (model.queryParameters.length > 0) {
    choices.push({ weight: 3, arbitrary: fc.record({ kind: fc.constant("query" as const), at, value: hostile }) });
  }
  choices.push({
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("query-extra" as const),
      key: fc.constantFrom(...EXTRA_KEYS, "a[b]", "q"),
      value: fc.constantFrom("1", "", "x".repeat(10_000)),
    }),
  });
  if (model.security !== "public") choices.push({ weight: 2, arbitrary: fc.record({ kind: fc.constant("auth" as const), at }) });
  // One case in three is left valid: broken requests test the refusals, valid ones the handlers.
  const broken = choices.reduce((sum, choice) => sum + choice.weight, 0);
  return fc.oneof({ weight: Math.ceil(broken / 2), arbitrary: fc.constant({ kind: "none" as const }) }, ...choices);
}

function buildCase(model: OperationModel, caller: FuzzCaller, valid: Parts, mutation: Mutation, token: string | null): FuzzCase {
  const parts: Parts = { path: { ...valid.path }, query: { ...valid.query }, body: structuredClone(valid.body) };
  const verdicts: Verdict[] = [];
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let rawBody: string | undefined;
  let contentType: string | undefined;
  const pathSegments: Record<string, string> = Object.fromEntries(
    Object.entries(parts.path).map(([name, value]) => [name, encodePathSegment(value)]),
  );

  switch (mutation.kind) {
    case "none":
      break;
    case "body-root":
      parts.body = structuredClone(mutation.value);
      break;
    case "body-node":
      parts.body = replaceNode(parts.body, mutation.at, mutation.value);
      break;
    case "body-drop":
      dropKey(parts.body, mutation.at);
      break;
    case "body-extra":
      parts.body = addKey(parts.body, mutation.at, mutation.key, mutation.value);
      break;
    case "body-absent":
      parts.body = undefined;
      break;
    case "body-text":
      rawBody = mutation.text;
      break;
    case "content-type":
      contentType = mutation.contentType;
      break;
    case "path": {
      const names = Object.keys(pathSegments);
      const name = names[mutation.at % names.length];
      if (name !== undefined) pathSegments[name] = mutation.segment;
      break;
    }
    case "query": {
      const names = model.queryParameters.map((parameter) => parameter.name);
      const name = names[mutation.at % names.length];
      if (name !== undefined) parts.query[name] = mutation.value;
      break;
    }
    case "query-extra":
      break;
    case "auth": {
      const variants = hostileAuthorizations(token);
      const value = variants[mutation.at % variants.length] ?? "";
      if (value) headers.authorization = value;
      else delete headers.authorization;
      break;
    }
  }

  const query = serialiseQuery(parts.query, mutation.kind === "query-extra" ? [mutation.key, mutation.value] : null);
  verdicts.push(pathVerdict(model, pathSegments), queryVerdict(model, query));

  let payload: string | undefined;
  const multipart = !model.body && model.otherBodyTypes["multipart/form-data"] !== undefined;
  if (rawBody !== undefined) {
    payload = rawBody;
    headers["content-type"] = "application/json";
    verdicts.push(model.body ? textVerdict(model, rawBody) : "unknown");
  } else if (parts.body !== undefined && multipart && mutation.kind !== "body-root") {
    payload = multipartPayload(parts.body);
    headers["content-type"] = contentType ?? `multipart/form-data; boundary=${BOUNDARY}`;
    verdicts.push("unknown");
  } else if (parts.body !== undefined) {
    payload = JSON.stringify(parts.body);
    headers["content-type"] = contentType ?? "application/json";
    verdicts.push(bodyVerdict(model, parts.body, contentType));
  } else {
    // No body: a required one is missing. A content type without a body is for the server to judge.
    if (contentType) headers["content-type"] = contentType;
    verdicts.push(model.body?.required ? "refused" : multipart || contentType ? "unknown" : "accepted");
  }

  return {
    operationId: model.operationId,
    caller,
    mutation: mutation.kind,
    request: {
      method: model.method,
      url: operationUrl(model, pathSegments, query),
      headers,
      ...(payload === undefined ? {} : { payload }),
    },
    verdict: verdicts.includes("refused") ? "refused" : verdicts.includes("unknown") ? "unknown" : "accepted",
  };
}
