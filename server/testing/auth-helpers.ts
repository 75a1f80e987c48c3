import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { decodeJwt } from "jose";
import { DEMO_PASSWORD } from "../seed/demo-accounts.seed";

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** POST /api-token-auth as `email` (the demo password unless told), answered whatever the status. */
export function postLogin(
  app: FastifyInstance,
  email: string,
  options: { password?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const { password = DEMO_PASSWORD, headers } = options;
  return app.inject({ method: "POST", url: "/api-token-auth", ...(headers ? { headers } : {}), payload: { email, password } });
}

/** Logs in as `email`; a status other than 200 is an error. */
export async function loginAs(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const response = await postLogin(app, email, { password });
  if (response.statusCode !== 200) throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json<Tokens>();
}

export function claimsOf(accessToken: string): Record<string, unknown> {
  return decodeJwt(accessToken) as Record<string, unknown>;
}

export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

/** POST /api-token-refresh with the refresh token in the body (as API clients send it, no cookie). */
export function refreshWithBody(app: FastifyInstance, refreshToken: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url: "/api-token-refresh", payload: { refreshToken } });
}

/** POST /api-token-logout with the refresh token in the body (as API clients send it, no cookie). */
export function logoutWithBody(app: FastifyInstance, refreshToken: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url: "/api-token-logout", payload: { refreshToken } });
}
