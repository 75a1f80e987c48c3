import type { HandlerMap, OperationHandler } from "../http/openapi-routes";
import { bearerToken, requireAuth } from "./bearer-auth";
import type { AuthService } from "./auth.service";

type LoginBody = { email: string; password: string } | { email: string; code: string };

type Handler = OperationHandler;

/**
 * Answers carrying tokens or claims must not be kept by a browser or proxy cache (RFC 6749 §5.1).
 * Set before the work, so error answers carry it too.
 */
function noStore(handler: Handler): Handler {
  return async (request, reply) => {
    reply.header("cache-control", "no-store");
    return handler(request, reply);
  };
}

/** Handlers for the auth operations of openapi.yaml (bodies are already validated against it). */
export function authHandlers(auth: AuthService): HandlerMap {
  return {
    login: noStore(async (request) => {
      const body = request.body as LoginBody;
      return "password" in body
        ? auth.loginWithPassword(body.email, body.password, request.ip)
        : auth.loginWithCode(body.email, body.code, request.ip);
    }),
    refreshToken: noStore(async (request) => auth.refresh((request.body as { refreshToken: string }).refreshToken)),
    logout: async (request, reply) => {
      await auth.logout((request.body as { refreshToken: string }).refreshToken);
      reply.code(204);
      return undefined;
    },
    verifyToken: noStore(async (request) => ({ valid: true, claims: await auth.verify((request.body as { token: string }).token) })),
    sendEmailPasscode: async (request, reply) => {
      await auth.sendPasscode((request.body as { email: string }).email, request.ip);
      reply.code(204);
      return undefined;
    },
    changeProfile: noStore(async (request) =>
      auth.changeProfile(requireAuth(request), (request.params as { id: number }).id, bearerToken(request) ?? ""),
    ),
  };
}
