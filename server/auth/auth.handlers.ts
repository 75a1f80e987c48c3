import type { FastifyReply, FastifyRequest } from "fastify";
import type { OperationId } from "../../src/contract/operations";
import { ApiError } from "../http/api-error";
import { defineHandlers, type OperationHandler } from "../http/contract-handler";
import type { Clock } from "../shared/clock";
import { bearerToken, requireAuth } from "./bearer-auth";
import type { AuthService, TokenPair } from "./auth.service";
import {
  clearRefreshCookie,
  deliverTokens,
  presentedRefreshToken,
  type PresentedRefreshToken,
  type RefreshCookieOptions,
} from "./refresh-cookie";

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

export interface AuthHandlerOptions {
  clock: Clock;
  /** The refresh token cookie's `Secure` attribute (production) and the public origin of the Origin check. */
  refreshCookie: RefreshCookieOptions;
}

/**
 * Handlers for the auth operations of openapi.yaml (bodies are already validated against it).
 * Every answer that issues a refresh token also sets it as the HttpOnly cookie (refresh-cookie.ts).
 */
export function authHandlers(auth: AuthService, options: AuthHandlerOptions) {
  const cookie = options.refreshCookie;
  const deliver = (request: FastifyRequest, reply: FastifyReply, pair: TokenPair, presented: PresentedRefreshToken | null) =>
    deliverTokens(request, reply, pair, presented?.from ?? null, { ...cookie, now: options.clock.now() });

  return defineHandlers({
    login: noStore(async (request, reply) => {
      const body = request.body;
      const tokens =
        "password" in body
          ? await auth.loginWithPassword(body.email, body.password, request.ip)
          : await auth.loginWithCode(body.email, body.code, request.ip);
      return reply.answer(200, deliver(request, reply, tokens, null));
    }),
    refreshToken: noStore(async (request, reply) => {
      const presented = presentedRefreshToken(request, request.body?.refreshToken, cookie);
      if (!presented) throw new ApiError("AUTH.TOKEN_INVALID", "No refresh token: send it in the body or the refresh token cookie.");
      try {
        return reply.answer(200, deliver(request, reply, await auth.refresh(presented.token), presented));
      } catch (error) {
        // A refused cookie is dead for good (rotated, revoked, reused): the browser drops it now. A
        // refused body token says nothing about the cookie the client may also hold.
        if (presented.from === "cookie" && error instanceof ApiError && error.status === 401) clearRefreshCookie(reply, cookie);
        throw error;
      }
    }),
    logout: async (request, reply) => {
      // A cross-origin cookie logout throws here: nothing revoked, the cookie kept.
      const presented = presentedRefreshToken(request, request.body?.refreshToken, cookie);
      if (presented) await auth.logout(presented.token);
      clearRefreshCookie(reply, cookie);
      return reply.answer(204);
    },
    verifyToken: noStore(async (request, reply) => reply.answer(200, { valid: true, claims: await auth.verify(request.body.token) })),
    sendEmailPasscode: async (request, reply) => {
      await auth.sendPasscode(request.body.email, request.ip);
      return reply.answer(204);
    },
    changeProfile: noStore(async (request, reply) => {
      const pair = await auth.changeProfile(requireAuth(request), request.params.id, bearerToken(request) ?? "");
      return reply.answer(200, deliver(request, reply, pair, null));
    }),
  });
}
