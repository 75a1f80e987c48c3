import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "./api-error";
import { errorBody, type ErrorCode } from "./error-codes";

/** Fastify's own client-error codes mapped to ours; anything else with a 4xx status is VALIDATION. */
const FASTIFY_CODES: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "REQUEST.MALFORMED_JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "REQUEST.MALFORMED_JSON",
  FST_ERR_CTP_BODY_TOO_LARGE: "REQUEST.TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "REQUEST.UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "REQUEST.VALIDATION",
  FST_ERR_VALIDATION: "REQUEST.VALIDATION",
};

/**
 * PostgreSQL data exceptions (SQLSTATE class 22) that only a value from the request can cause: a
 * number past the column's type (22003, e.g. an id past int4), a NUL character that text (22021) or
 * jsonb (22P05) cannot hold, a string past a varchar limit (22001), a date past PostgreSQL's range
 * (22008), and `Infinity` as a number (22P02: Ajv coerces a query or path value of 400 digits to
 * it, and it passes `type: integer` without a maximum). The contract should refuse these first;
 * this is the second net, so such a value is a 400 and never a 500 (issue 6 §2). Other database
 * errors stay 500s: they are bugs.
 */
const REQUEST_DATA_SQLSTATES: ReadonlySet<string> = new Set(["22001", "22003", "22008", "22021", "22P02", "22P05"]);

/** The message of that 400; the contract fuzz reports it as the contract accepting what the server cannot store. */
export const OUT_OF_RANGE_MESSAGE = "A value in the request is out of range.";

function isRequestDataError(error: unknown): boolean {
  // Both pg and PGlite raise a DatabaseError with the SQLSTATE in `code` and a `severity`.
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === "string" && typeof severity === "string" && REQUEST_DATA_SQLSTATES.has(code);
}

function classify(error: FastifyError): { code: ErrorCode; message?: string } {
  if (isRequestDataError(error)) return { code: "REQUEST.VALIDATION", message: OUT_OF_RANGE_MESSAGE };
  if (error.validation) {
    // Ajv's message names the field and the rule ("body/email must match format"), no internals.
    return { code: "REQUEST.VALIDATION", message: `${error.validationContext ?? "request"} ${firstValidationMessage(error)}` };
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return { code: mapped };
  // JSON.parse errors thrown by the body parser carry status 400 without a Fastify code.
  if (error instanceof SyntaxError && error.statusCode === 400) return { code: "REQUEST.MALFORMED_JSON" };
  if (error.statusCode === 413) return { code: "REQUEST.TOO_LARGE" };
  if (error.statusCode === 415) return { code: "REQUEST.UNSUPPORTED_MEDIA_TYPE" };
  if (error.statusCode === 404) return { code: "REQUEST.NOT_FOUND" };
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return { code: "REQUEST.VALIDATION" };
  return { code: "SERVER.INTERNAL" };
}

function firstValidationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return "is invalid";
  const where = first.instancePath || "";
  const extra = first.keyword === "additionalProperties" ? ` (${String(first.params.additionalProperty)})` : "";
  return `${where} ${first.message ?? "is invalid"}${extra}`.trim();
}

/**
 * Errors of Fastify's router (a bad %-escape in the URL, a path parameter past `maxParamLength`, a
 * failing route constraint) never reach the error handler; Fastify's `frameworkErrors` option
 * sends them here so they carry the error body too, without echoing the path.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === "FST_ERR_BAD_URL" || error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    request.log.info({ code: error.code }, "client error");
    const message = error.code === "FST_ERR_BAD_URL" ? "The URL is not valid." : "A path parameter is too long.";
    void reply.code(400).send(errorBody("REQUEST.VALIDATION", message));
    return;
  }
  request.log.error({ err: error }, "unexpected router error");
  void reply.code(500).send(errorBody("SERVER.INTERNAL"));
}

/** Answers an unmatched request itself (the web app's index.html) and returns true, or declines. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * ARCHITECTURE §4.11: one error handler. Client mistakes → 4xx with the error body; anything
 * unexpected → 500 with the generic body, the cause only in the log.
 */
export function registerErrorHandler(app: FastifyInstance, options: { fallback?: NotFoundFallback } = {}): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) void reply.header(name, value);
      if (error.status >= 500) request.log.error({ err: error }, "server error");
      return reply.code(error.status).send(errorBody(error.code, error.message));
    }
    const { code, message } = classify(error);
    if (code === "SERVER.INTERNAL") {
      request.log.error({ err: error }, "unexpected error");
      return reply.code(500).send(errorBody("SERVER.INTERNAL"));
    }
    // A database data exception is logged as a warning: the contract let the value through.
    if (isRequestDataError(error)) request.log.warn({ err: error }, "request value refused by the database");
    else request.log.info({ code, reason: error.message }, "client error");
    return reply.code(statusOf(code)).send(errorBody(code, message));
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (options.fallback && (await options.fallback(request, reply))) return reply;
    return reply.code(404).send(errorBody("REQUEST.NOT_FOUND", `No route ${request.method} ${request.url.split("?")[0]}`));
  });
}

function statusOf(code: ErrorCode): number {
  return new ApiError(code).status;
}
