import type { ValidateFunction } from "ajv";
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from "fastify";
import { ApiError } from "./api-error";
import { decorateAnswer, handlerFor, type HandlerMap } from "./contract-handler";
import { compileSchema, createAjv } from "./openapi-ajv";
import {
  resolveRef,
  type JsonSchema,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type ResponseObject,
} from "./openapi-document";

export type { HandlerMap } from "./contract-handler";

export interface RouteOptions {
  document: OpenApiDocument;
  handlers: HandlerMap;
  /** Runs before the handler of every operation whose security requires a bearer token. */
  authenticate: (request: FastifyRequest) => Promise<void>;
}

export interface RegisteredRoutes {
  implemented: string[];
  /** Operations in the document with no handler yet (not registered: they answer 404). */
  missing: string[];
}

export const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

/**
 * ARCHITECTURE §2/§4.11: routes come from openapi.yaml by operationId. Method, path and request
 * schemas are taken from the document; every response is validated against the document before it
 * is sent, and a mismatch becomes a logged 500 with the generic error body.
 */
export function registerOpenApiRoutes(app: FastifyInstance, options: RouteOptions): RegisteredRoutes {
  const { document, handlers } = options;
  const bodyAjv = createAjv(document, "body");
  const parameterAjv = createAjv(document, "parameters");
  const responseAjv = createAjv(document, "response");
  const result: RegisteredRoutes = { implemented: [], missing: [] };
  const known = new Set<string>();
  decorateAnswer(app);

  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation?.operationId) continue;
      known.add(operation.operationId);
      const handler = handlerFor(handlers, operation.operationId);
      if (!handler) {
        result.missing.push(operation.operationId);
        continue;
      }
      const pathParameters = operationParameters(document, item, operation);
      const body = requestBodySchema(document, operation);
      const schema: Record<string, JsonSchema> = {};
      const params = parametersSchema(pathParameters, "path");
      const query = parametersSchema(pathParameters, "query");
      if (params) schema.params = params;
      if (query) schema.querystring = query;
      if (body) schema.body = body.schema;
      const validatorCompiler: FastifySchemaCompiler<JsonSchema> = ({ schema: partSchema, httpPart }) => {
        if (httpPart === "body") {
          const validate = compileSchema(bodyAjv, partSchema);
          if (body?.required) return validate;
          // OpenAPI: a request body is optional unless `required: true`.
          const optional = (data: unknown) => data === null || data === undefined || validate(data);
          return Object.defineProperty(optional, "errors", { get: () => validate.errors });
        }
        return compileSchema(parameterAjv, partSchema);
      };
      const responses = compileResponses(document, operation, responseAjv);
      const security = operation.security ?? document.security;
      const requiresAuth = needsBearer(security);
      // Optional bearer (`security: [{}, {bearerAuth: []}]`, e.g. getMenu): a sent token is checked
      // like a required one (a bad one is a 401, which such operations document), so the handler
      // can trust request.auth; without an Authorization header the caller is anonymous.
      const acceptsBearer = !requiresAuth && acceptsOptionalBearer(security);

      app.route({
        method: method.toUpperCase() as Uppercase<(typeof METHODS)[number]>,
        url: toFastifyPath(path),
        schema,
        validatorCompiler,
        config: { operationId: operation.operationId },
        ...(requiresAuth ? { preHandler: async (request: FastifyRequest) => options.authenticate(request) } : {}),
        ...(acceptsBearer
          ? {
              preHandler: async (request: FastifyRequest) => {
                if (request.headers.authorization !== undefined) await options.authenticate(request);
              },
            }
          : {}),
        handler: async (request, reply) => {
          // The handler returns reply.answer(status, body) (contract-handler.ts); both are checked before sending.
          const answer: unknown = await handler(request, reply);
          const { status, body } = isAnswer(answer)
            ? answer
            : fail(request, operation.operationId as string, reply.statusCode, "no {status, body} answer");
          checkResponse(request, responses, status, body, operation.operationId as string);
          reply.code(status);
          if (body === undefined || body === null) return reply.send();
          return reply.send(body);
        },
      });
      result.implemented.push(operation.operationId);
    }
  }
  const unknown = Object.keys(handlers).filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`handlers for operations not in openapi.yaml: ${unknown.join(", ")}`);
  return result;
}

/** Response validators by the contract's status key ("200", "4XX", "default"); null = no body. */
export type ResponseValidators = Map<string, ValidateFunction | null>;

/** An operation's parameters: its path item's, then its own, with `$ref`s resolved (also used by the contract fuzz). */
export function operationParameters(
  document: OpenApiDocument,
  item: Record<string, unknown>,
  operation: OperationObject,
): ParameterObject[] {
  const declared = [...asArray(item.parameters), ...(operation.parameters ?? [])] as NonNullable<OperationObject["parameters"]>;
  return declared.map((parameter) => resolveRef<ParameterObject>(document, parameter));
}

/** One validator per response status of an operation, for its JSON body (also used by the contract fuzz). */
export function compileResponses(
  document: OpenApiDocument,
  operation: OperationObject,
  ajv: ReturnType<typeof createAjv>,
): ResponseValidators {
  const validators: ResponseValidators = new Map();
  for (const [status, raw] of Object.entries(operation.responses ?? {})) {
    const response = resolveRef<ResponseObject>(document, raw);
    const schema = response.content?.["application/json"]?.schema;
    validators.set(status, schema ? compileSchema(ajv, schema) : null);
  }
  return validators;
}

/**
 * The validator of a status as the server picks it: exact status, then `2XX`-style, then
 * `default`; undefined = the status is not in the contract (also used by the contract fuzz).
 */
export function responseValidatorFor(
  validators: ReadonlyMap<string, ValidateFunction | null>,
  status: number,
): ValidateFunction | null | undefined {
  for (const key of [String(status), `${String(status)[0]}XX`, "default"]) if (validators.has(key)) return validators.get(key);
  return undefined;
}

function checkResponse(
  request: FastifyRequest,
  validators: ResponseValidators,
  status: number,
  payload: unknown,
  operationId: string,
): void {
  const validate = responseValidatorFor(validators, status);
  if (validate === undefined) return fail(request, operationId, status, `status ${status} is not in the contract`);
  const empty = payload === undefined || payload === null;
  if (validate === null) {
    if (!empty) fail(request, operationId, status, "the contract declares no body for this status");
    return;
  }
  if (!validate(payload)) fail(request, operationId, status, "body does not match the contract", validate.errors);
}

function fail(request: FastifyRequest, operationId: string, status: number, reason: string, errors?: unknown): never {
  // The details go to the log only; the client gets the generic 500 body (never internals).
  request.log.error({ operationId, status, reason, errors }, "response does not match openapi.yaml");
  throw new ApiError("SERVER.INTERNAL");
}

function isAnswer(value: unknown): value is { status: number; body?: unknown } {
  return typeof value === "object" && value !== null && typeof (value as { status?: unknown }).status === "number";
}

/** The JSON schema of an operation's request body and whether it is required (also used by the contract fuzz). */
export function requestBodySchema(document: OpenApiDocument, operation: OperationObject): { schema: JsonSchema; required: boolean } | null {
  if (!operation.requestBody) return null;
  const body = resolveRef(document, operation.requestBody) as { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  const schema = body.content?.["application/json"]?.schema;
  return schema ? { schema, required: body.required === true } : null;
}

/** One object schema for an operation's path or query parameters, as Fastify validates them (also used by the contract fuzz). */
export function parametersSchema(parameters: ParameterObject[], location: "path" | "query"): JsonSchema | null {
  const selected = parameters.filter((parameter) => parameter.in === location);
  if (selected.length === 0) return null;
  return {
    type: "object",
    properties: Object.fromEntries(selected.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    required: selected.filter((parameter) => parameter.required || location === "path").map((parameter) => parameter.name),
  };
}

/** Whether an operation's security demands a bearer token (an empty requirement allows anonymous callers). */
export function needsBearer(security: OperationObject["security"]): boolean {
  if (!security || security.length === 0) return false;
  // An empty requirement object means "anonymous allowed".
  return !security.some((requirement) => Object.keys(requirement).length === 0);
}

/** Whether an operation allows anonymous callers but also names a token requirement (optional bearer). */
export function acceptsOptionalBearer(security: OperationObject["security"]): boolean {
  return !needsBearer(security) && (security ?? []).some((requirement) => Object.keys(requirement).length > 0);
}

function toFastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ":$1");
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
