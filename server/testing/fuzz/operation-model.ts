import type { ValidateFunction } from "ajv";
import { compileSchema, createAjv } from "../../http/openapi-ajv";
import { resolveRef, type JsonSchema, type OpenApiDocument, type OperationObject, type ParameterObject } from "../../http/openapi-document";
import {
  METHODS,
  compileResponses,
  needsBearer,
  operationParameters,
  parametersSchema,
  requestBodySchema,
  responseValidatorFor,
} from "../../http/openapi-routes";

export type HttpMethod = Uppercase<(typeof METHODS)[number]>;

/** What the tests need to know of one operation of openapi.yaml, with validators compiled as the server compiles them. */
export interface OperationModel {
  operationId: string;
  method: HttpMethod;
  /** The contract's path, e.g. `/v1/me/change-profile/{id}`. */
  path: string;
  pathParameters: ParameterObject[];
  queryParameters: ParameterObject[];
  /** The JSON body, or null when the operation takes none (or only a non-JSON one, e.g. multipart). */
  body: { schema: JsonSchema; required: boolean } | null;
  /** Media types of the request body other than JSON (multipart uploads), for the generator. */
  otherBodyTypes: Record<string, JsonSchema>;
  /** "bearer": a token is required; "optional": personalised when sent; "public": never looked at. */
  security: "public" | "optional" | "bearer";
  readonly validateBody: ValidateFunction | null;
  readonly validatePath: ValidateFunction | null;
  readonly validateQuery: ValidateFunction | null;
  /** Response validators by the contract's status key ("200", "4XX", "default"); null = no body. */
  readonly responses: ReadonlyMap<string, ValidateFunction | null>;
}

/** Every operation of the document, keyed by operationId. */
export function operationModels(document: OpenApiDocument): Map<string, OperationModel> {
  // Three Ajv instances, configured as server/http/openapi-routes.ts configures them.
  const bodyAjv = createAjv(document, "body");
  const parameterAjv = createAjv(document, "parameters");
  const responseAjv = createAjv(document, "response");
  const models = new Map<string, OperationModel>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation?.operationId) continue;
      const parameters = operationParameters(document, item, operation);
      const body = requestBodySchema(document, operation);
      const pathSchema = parametersSchema(parameters, "path");
      const querySchema = parametersSchema(parameters, "query");
      // Compiled when first used: only the registered operations need them, and compiling all 120 takes seconds.
      const validateBody = lazy(() => (body ? compileSchema(bodyAjv, body.schema) : null));
      const validatePath = lazy(() => (pathSchema ? compileSchema(parameterAjv, pathSchema) : null));
      const validateQuery = lazy(() => (querySchema ? compileSchema(parameterAjv, querySchema) : null));
      const responses = lazy(() => compileResponses(document, operation, responseAjv));
      models.set(operation.operationId, {
        operationId: operation.operationId,
        method: method.toUpperCase() as HttpMethod,
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === "path"),
        queryParameters: parameters.filter((parameter) => parameter.in === "query"),
        body,
        otherBodyTypes: otherBodyTypes(document, operation),
        security: securityOf(operation.security ?? document.security),
        get validateBody() {
          return validateBody();
        },
        get validatePath() {
          return validatePath();
        },
        get validateQuery() {
          return validateQuery();
        },
        get responses() {
          return responses();
        },
      });
    }
  }
  return models;
}

/** The validator of a status as the server picks it: exact status, then `2XX`-style, then `default`; undefined = not in the contract. */
export function responseValidator(model: OperationModel, status: number): ValidateFunction | null | undefined {
  return responseValidatorFor(model.responses, status);
}

/** The URL of an operation for concrete path values (encoded) and query entries. */
export function operationUrl(model: OperationModel, pathValues: Record<string, string>, query = ""): string {
  const path = model.path.replace(/\{([^}]+)\}/g, (_match, name: string) => pathValues[name] ?? "");
  return query ? `${path}?${query}` : path;
}

function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

function securityOf(security: OperationObject["security"]): OperationModel["security"] {
  if (needsBearer(security)) return "bearer";
  return security?.some((requirement) => Object.keys(requirement).length > 0) ? "optional" : "public";
}

function otherBodyTypes(document: OpenApiDocument, operation: OperationObject): Record<string, JsonSchema> {
  if (!operation.requestBody) return {};
  const body = resolveRef(document, operation.requestBody) as { content?: Record<string, { schema?: JsonSchema }> };
  return Object.fromEntries(
    Object.entries(body.content ?? {})
      .filter(([type, media]) => type !== "application/json" && media.schema)
      .map(([type, media]) => [type, media.schema as JsonSchema]),
  );
}
