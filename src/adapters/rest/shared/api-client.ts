import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { paths } from "../../../contract/api.gen";

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** "" means the same origin as the web app (ARCHITECTURE §6). */
  readonly baseUrl: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly middleware?: readonly Middleware[];
}

/** An openapi-fetch client typed by the paths generated from openapi/openapi.yaml. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  // The global fetch is read at call time so that tests and the browser can swap it.
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchImpl, credentials: credentialsFor(options.baseUrl) });
  if (options.middleware && options.middleware.length > 0) client.use(...options.middleware);
  return client;
}

/**
 * The token calls authenticate with the HttpOnly refresh token cookie (issue 6 §4), and the login,
 * refresh and profile-change answers set it. On the web app's own origin (base "" or a path) the fetch
 * default sends and accepts cookies; an API on another origin needs "include" for both (and that
 * API must allow this origin's credentials).
 */
export function credentialsFor(baseUrl: string): RequestCredentials {
  const sameOrigin = baseUrl === "" || (baseUrl.startsWith("/") && !baseUrl.startsWith("//"));
  return sameOrigin ? "same-origin" : "include";
}
