import type { HandlerMap } from "../http/openapi-routes";
import { requireAuth } from "./bearer-auth";
import type { AuthService } from "./auth.service";

type LoginBody = { email: string; password: string } | { email: string; code: string };

/** Handlers for the auth operations of openapi.yaml (bodies are already validated against it). */
export function authHandlers(auth: AuthService): HandlerMap {
  return {
    login: async (request) => {
      const body = request.body as LoginBody;
      return "password" in body
        ? auth.loginWithPassword(body.email, body.password, request.ip)
        : auth.loginWithCode(body.email, body.code, request.ip);
    },
    refreshToken: async (request) => auth.refresh((request.body as { refreshToken: string }).refreshToken),
    logout: async (request, reply) => {
      await auth.logout((request.body as { refreshToken: string }).refreshToken);
      reply.code(204);
      return undefined;
    },
    verifyToken: async (request) => ({ valid: true, claims: await auth.verify((request.body as { token: string }).token) }),
    sendEmailPasscode: async (request, reply) => {
      await auth.sendPasscode((request.body as { email: string }).email);
      reply.code(204);
      return undefined;
    },
    changeProfile: async (request) => auth.changeProfile(requireAuth(request), (request.params as { id: number }).id),
  };
}
