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

function classify(error: FastifyError): { code: ErrorCode; message?: string } {
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
    request.log.info({ code, reason: error.message }, "client error");
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
