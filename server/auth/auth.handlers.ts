import type { OperationId } from "../../src/contract/operations";
import { defineHandlers, type OperationHandler } from "../http/contract-handler";
import { bearerToken, requireAuth } from "./bearer-auth";
import type { AuthService } from "./auth.service";

/**
 * Answers carrying tokens or claims must not be kept by a browser or proxy cache (RFC 6749 §5.1).
 * Set before the work, so error answers carry it too.
 */
function noStore<Id extends OperationId>(handler: OperationHandler<Id>): OperationHandler<Id> {
  return async (request, reply) => {
    reply.header("cache-control", "no-store");
    return handler(request, reply);
  };
}

/** Handlers for the auth operations of openapi.yaml (bodies are already validated against it). */
export function authHandlers(auth: AuthService) {
  return defineHandlers({
    login: noStore(async (request, reply) => {
      const body = request.body;
      const tokens =
        "password" in body
          ? await auth.loginWithPassword(body.email, body.password, request.ip)
          : await auth.loginWithCode(body.email, body.code, request.ip);
      return reply.answer(200, tokens);
    }),
    refreshToken: noStore(async (request, reply) => reply.answer(200, await auth.refresh(request.body.refreshToken))),
    logout: async (request, reply) => {
      await auth.logout(request.body.refreshToken);
      return reply.answer(204);
    },
    verifyToken: noStore(async (request, reply) => reply.answer(200, { valid: true, claims: await auth.verify(request.body.token) })),
    sendEmailPasscode: async (request, reply) => {
      await auth.sendPasscode(request.body.email, request.ip);
      return reply.answer(204);
    },
    changeProfile: noStore(async (request, reply) =>
      reply.answer(200, await auth.changeProfile(requireAuth(request), request.params.id, bearerToken(request) ?? "")),
    ),
  });
}
