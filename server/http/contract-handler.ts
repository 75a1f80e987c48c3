import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type {
  Exact,
  HasBody,
  OperationId,
  PathParams,
  QueryParams,
  RequestBody,
  ResponseBody,
  SuccessResponse,
  SuccessStatus,
} from "../../src/contract/operations";

/**
 * ARCHITECTURE §4.14: handlers are typed by the contract. Everything here is keyed by the
 * operationId of openapi/openapi.yaml and derived from the generated `operations` (src/contract):
 * a field the contract does not have fails `tsc`, in the request and in the answer.
 *
 *   getMe: async (request, reply) => reply.answer(200, toMe(user)),
 *   verifyToken: async (request, reply) => reply.answer(200, { valid: true, claims: await auth.verify(request.body.token) }),
 */

/** The request of one operation: body, path and query parameters as the contract types them (Ajv has checked them). */
export type TypedRequest<Id extends OperationId> = FastifyRequest<{
  Body: RequestBody<Id>;
  Params: PathParams<Id>;
  Querystring: QueryParams<Id>;
}>;

declare const answered: unique symbol;

/**
 * One of the operation's documented 2xx answers, `{status, body}`. Only `reply.answer` makes one
 * (the brand), so every answer has had its body checked field by field; errors are thrown as
 * `ApiError` instead (one error handler renders them, ARCHITECTURE §4.11).
 */
export type Reply<Id extends OperationId> = SuccessResponse<Id> & { readonly [answered]: Id };

/**
 * `reply.answer(status, body)`: the status must be a 2xx the operation documents, the body exactly
 * its schema — a missing, mistyped or extra field (at any depth, also in a value that is not an
 * object literal) fails `tsc`. A status without a body (204) takes no body. A non-JSON body (the
 * zip download) is `never`: the JSON answer path cannot send it, so such a handler does not compile.
 */
export type Answer<Id extends OperationId> = <Status extends SuccessStatus<Id>, Body extends ResponseBody<Id, Status>>(
  status: Status,
  ...body: HasBody<Id, Status> extends false ? [] : [body: Exact<Body, ResponseBody<Id, Status>>]
) => Reply<Id>;

/** Fastify's reply (headers, cookies) plus `answer`; the status and body are what the handler returns. */
export type TypedReply<Id extends OperationId> = FastifyReply & { answer: Answer<Id> };

export type OperationHandler<Id extends OperationId> = (request: TypedRequest<Id>, reply: TypedReply<Id>) => Promise<Reply<Id>>;

/** Handlers by operationId; a key that is not an operationId of the contract fails `tsc`. */
export type HandlerMap = { readonly [Id in OperationId]?: OperationHandler<Id> };

/**
 * A feature's handlers (`server/<feature>/<feature>.handlers.ts`). The identity at run time: it
 * gives each handler its request and reply types from its key and refuses unknown keys.
 */
export function defineHandlers(handlers: HandlerMap): HandlerMap {
  return handlers;
}

/** Joins the features' maps; an operationId registered twice fails the start (no silent override). */
export function mergeHandlers(maps: readonly HandlerMap[]): HandlerMap {
  const merged: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [operationId, handler] of Object.entries(map)) {
      if (Object.hasOwn(merged, operationId)) throw new Error(`two handlers for the operation ${operationId}: register it once`);
      merged[operationId] = handler;
    }
  }
  return merged as HandlerMap;
}

/** The handler as registerOpenApiRoutes calls it, for any operation. */
export type RuntimeHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The handler of one operationId of the document, or undefined. */
export function handlerFor(handlers: HandlerMap, operationId: string): RuntimeHandler | undefined {
  if (!Object.hasOwn(handlers, operationId)) return undefined;
  // The one widening of the typed handlers: the route validates each request against the same
  // operation of openapi.yaml that the handler's types are generated from, before calling it.
  return handlers[operationId as OperationId] as RuntimeHandler | undefined;
}

/** Gives every reply of the app its `answer` (the types above make it per operation). */
export function decorateAnswer(app: FastifyInstance): void {
  if (app.hasReplyDecorator("answer")) return;
  app.decorateReply("answer", function answer(status: number, body?: unknown) {
    return { status, body };
  });
}
