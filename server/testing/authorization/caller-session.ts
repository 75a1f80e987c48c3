import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { components } from "../../../src/contract/api.gen";
import type { OperationId } from "../../../src/contract/operations";
import type { LoginLimits } from "../../auth/login-throttle";
import type { Caller } from "../../http/authorization-matrix";
import { bearer, loginAs, type Tokens } from "../auth-helpers";
import { operationUrl, type HttpMethod, type OperationModel } from "../fuzz/operation-model";

export type Me = components["schemas"]["Me"];

/** The demo account behind each caller of the matrix (ARCHITECTURE §6); the visitor has none. */
export const CALLER_ACCOUNTS: Readonly<Record<Caller, string | null>> = {
  visitor: null,
  student: "elev@skolmedia.test",
  teacher: "larare@skolmedia.test",
  admin: "admin@skolmedia.test",
  inactive: "inaktiv@skolmedia.test",
  campaign: "kampanj@skolmedia.test",
};

/** Login limits no test of access or input runs into: those tests log in far more often than a person. */
const GENEROUS = { max: 1_000_000, windowMs: 15 * 60_000 };
export const GENEROUS_LOGIN_LIMITS: LoginLimits = {
  account: GENEROUS,
  address: GENEROUS,
  passcodeSend: GENEROUS,
  passcodeSendAddress: GENEROUS,
};

/** A request by its parts; path values are encoded here, query values repeat their key when they are lists. */
export interface RequestParts {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | ReadonlyArray<string | number | boolean>>;
  body?: unknown;
}

/** One caller, signed in (or not, for the visitor), sending operations of the contract by operationId. */
export interface CallerSession {
  readonly label: string;
  readonly email: string | null;
  readonly tokens: Tokens | null;
  /** The caller's own GET /v1/me; null for the visitor. */
  me(): Promise<Me | null>;
  /** Another session of the same account (the visitor: of the campaign account), for requests that rotate or end one. */
  freshTokens(): Promise<Tokens>;
  send(operationId: OperationId, parts?: RequestParts): Promise<LightMyRequestResponse>;
  /** Sends a request built elsewhere (a generated one) with this caller's token instead of its own. */
  sendAs(request: { method: string; url: string; headers: Record<string, string>; payload?: string }): Promise<LightMyRequestResponse>;
}

export async function openSession(
  app: FastifyInstance,
  models: ReadonlyMap<string, OperationModel>,
  label: string,
  email: string | null,
): Promise<CallerSession> {
  const tokens = email ? await loginAs(app, email) : null;
  return {
    label,
    email,
    tokens,
    async me() {
      if (!tokens) return null;
      const response = await app.inject({ method: "GET", url: "/v1/me", headers: bearer(tokens.accessToken) });
      if (response.statusCode !== 200) throw new Error(`GET /v1/me as ${label}: ${response.statusCode} ${response.body}`);
      return response.json<Me>();
    },
    freshTokens: () => loginAs(app, email ?? CALLER_ACCOUNTS.campaign ?? ""),
    async send(operationId, parts = {}) {
      const model = models.get(operationId);
      if (!model) throw new Error(`${operationId} is not in openapi.yaml`);
      const path = Object.fromEntries(Object.entries(parts.path ?? {}).map(([name, value]) => [name, encodeURIComponent(String(value))]));
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(parts.query ?? {})) {
        for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
      }
      const headers: Record<string, string> = tokens ? bearer(tokens.accessToken) : {};
      if (parts.body !== undefined) headers["content-type"] = "application/json";
      return app.inject({
        method: model.method,
        url: operationUrl(model, path, query.toString()),
        headers,
        ...(parts.body === undefined ? {} : { payload: JSON.stringify(parts.body) }),
      });
    },
    async sendAs(request) {
      const { authorization: _theirs, ...headers } = request.headers;
      return app.inject({
        method: request.method as HttpMethod,
        url: request.url,
        headers: tokens ? { ...headers, ...bearer(tokens.accessToken) } : headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
    },
  };
}
