import type { FastifyInstance } from "fastify";
import { decodeJwt } from "jose";
import { DEMO_PASSWORD } from "../seed/demo-accounts.seed";

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export async function loginAs(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const response = await app.inject({ method: "POST", url: "/api-token-auth", payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json<Tokens>();
}

export function claimsOf(accessToken: string): Record<string, unknown> {
  return decodeJwt(accessToken) as Record<string, unknown>;
}

export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}
