import type { FastifyRequest } from "fastify";
import { ApiError } from "../http/api-error";
import type { AccessTokenService, VerifiedClaims } from "./access-token";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the bearer check on operations whose openapi security requires a token. */
    auth?: VerifiedClaims;
  }
}

/** SPEC §7: the access token is sent as a bearer token; anything else is a 401 with the error body. */
export function bearerAuthenticator(tokens: AccessTokenService) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw new ApiError("AUTH.UNAUTHENTICATED");
    const result = await tokens.verify(token);
    if (!result.ok) throw new ApiError("AUTH.UNAUTHENTICATED", result.reason === "expired" ? "The access token has expired." : undefined);
    request.auth = result.claims;
  };
}

/** The token of a well-formed `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec((request.headers.authorization ?? "").trim());
  return match?.[1] ?? null;
}

export function requireAuth(request: FastifyRequest): VerifiedClaims {
  if (!request.auth) throw new ApiError("AUTH.UNAUTHENTICATED");
  return request.auth;
}
