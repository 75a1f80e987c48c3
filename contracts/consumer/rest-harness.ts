import path from "node:path";
import { fileURLToPath } from "node:url";
import { PactV3 } from "@pact-foundation/pact";
import { MemoryTokenStore } from "../../src/adapters/memory/auth/memory-token.store";
import { createApiClient } from "../../src/adapters/rest/shared/api-client";
import { MemoryCrossTabLock } from "../../src/adapters/memory/shared/memory-cross-tab-lock.adapter";
import { AuthRefreshMiddleware } from "../../src/adapters/rest/auth/auth-refresh.middleware";
import { RestAuthAdapter, requestTokenRefresh } from "../../src/adapters/rest/auth/rest-auth.adapter";
import { RestMeAdapter } from "../../src/adapters/rest/auth/rest-me.adapter";
import { RestShellAdapter } from "../../src/adapters/rest/shell/rest-shell.adapter";
import { RestCmsContentAdapter } from "../../src/adapters/rest/cms/rest-cms-content.adapter";
import type { Clock } from "../../src/ports/shared/clock.port";
import { CONSUMER, PROVIDER } from "../provider-states";
import { BrowserCookies } from "./browser-cookies";
import { REFRESH_COOKIE, REFRESH_COOKIE_PATHS, REFRESH_TOKEN } from "./examples";

export const PACT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../pacts");

/** One PactV3 per test file; every executeTest appends its interactions to the shared pact file. */
export function createPact(): PactV3 {
  return new PactV3({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: "warn" });
}

/** A clock stopped well before the example tokens expire, so the middleware never refreshes early. */
export const FIXED_CLOCK: Clock = {
  now: () => Date.parse("2026-09-01T08:00:00Z"),
  schedule: () => () => undefined,
};

/** The browser's jar after a login: the HttpOnly refresh token cookie on both token paths. */
export function loggedInCookies(token = REFRESH_TOKEN): BrowserCookies {
  const cookies = new BrowserCookies();
  for (const path of REFRESH_COOKIE_PATHS) cookies.set(REFRESH_COOKIE, token, path);
  return cookies;
}

export interface RestHarness {
  readonly auth: RestAuthAdapter;
  readonly me: RestMeAdapter;
  /** The shell's data: the menu through the client with the middleware, the rest through the public one. */
  readonly shell: RestShellAdapter;
  /** CMS pages, app pages, page metadata and the contact form, through the client with the middleware. */
  readonly cms: RestCmsContentAdapter;
  readonly tokens: MemoryTokenStore;
  /** The browser's cookie jar: the HttpOnly refresh token cookie lives here, out of the app's reach. */
  readonly cookies: BrowserCookies;
  /** How often the session-expired policy ran (SPEC §4 failed refresh). */
  readonly sessionExpiredCalls: () => number;
}

/**
 * The REAL REST adapter, wired like src/adapters/rest/rest.module.ts does it but without the
 * container: a public openapi-fetch client for the token calls, and a client with the RxJS
 * single-flight auth-refresh middleware for the calls that need a user (ARCHITECTURE §4.10). Both
 * fetch through the browser's cookie jar, as the browser would (the refresh token cookie).
 */
export function restHarness(
  baseUrl: string,
  tokens: MemoryTokenStore = new MemoryTokenStore(),
  cookies: BrowserCookies = new BrowserCookies(),
): RestHarness {
  let expiredCalls = 0;
  const fetch = cookies.wrap();
  const publicClient = createApiClient({ baseUrl, fetch });
  const middleware = new AuthRefreshMiddleware({
    tokens,
    clock: FIXED_CLOCK,
    lock: new MemoryCrossTabLock(),
    refresh: () => requestTokenRefresh(publicClient),
    onSessionExpired: () => {
      expiredCalls += 1;
    },
  });
  const client = createApiClient({ baseUrl, fetch, middleware: [middleware] });
  return {
    auth: new RestAuthAdapter(publicClient, client),
    me: new RestMeAdapter(client),
    shell: new RestShellAdapter(client, publicClient),
    cms: new RestCmsContentAdapter(client),
    tokens,
    cookies,
    sessionExpiredCalls: () => expiredCalls,
  };
}
