import type { MiddlewareCallbackParams } from "openapi-fetch";
import { isDueForRefresh } from "../../../domain/auth/token-timing";
import type { AppError } from "../../../ports/shared/app-error.port";
import type { TokenPair } from "../../../ports/auth/auth-gateway.port";
import type { Clock } from "../../../ports/shared/clock.port";
import type { CrossTabLock } from "../../../ports/shared/cross-tab-lock.port";
import type { Result } from "../../../ports/shared/result.port";
import type { TokenStore } from "../../../ports/auth/token-store.port";
import { SingleFlight } from "../shared/single-flight";

export interface AuthRefreshDeps {
  readonly tokens: TokenStore;
  readonly clock: Clock;
  /** Serialises refreshes across the tabs that share the token cookies (Web Locks in the browser). */
  readonly lock: CrossTabLock;
  /** POST /api-token-refresh on a client WITHOUT this middleware (no recursion). */
  readonly refresh: (refreshToken: string) => Promise<Result<TokenPair>>;
  /** Session policy (SPEC §4 failed refresh), resolved lazily and called once per failed refresh. */
  readonly onSessionExpired: () => void;
}

type RefreshOutcome =
  | { readonly accessToken: string }
  /** `sessionEnded`: the token was refused (or is gone), the handler ran; otherwise the session is kept. */
  | { readonly failed: AppError | null; readonly sessionEnded: boolean };

/** The token pair a request saw when it decided to refresh (what "already refreshed" is measured against). */
interface SeenTokens {
  readonly access: string | null;
  readonly refresh: string;
}

/** The Web Locks name every tab of the origin uses for the refresh. */
export const REFRESH_LOCK_NAME = "skolmedia-refresh";

// The token calls themselves never carry the bearer header nor trigger a refresh.
const PUBLIC_PATHS = /^\/api-token-/;

const SESSION_EXPIRED_BODY = JSON.stringify({
  code: "AUTH.SESSION_EXPIRED",
  message: "Session expired",
  description: "",
});

/**
 * ARCHITECTURE §4.6, SPEC §4 "Tokens": the one place that handles tokens on the wire.
 * - onRequest: bearer header from the TokenStore; refreshes first when under 60 s remain.
 * - onResponse: a 401 is retried once after a refresh (SPEC §8: only a 401 does this).
 * - All refreshes of a tab share one in-flight call (RxJS single flight), and the tabs take turns
 *   through the injected CrossTabLock: the tabs share the token cookies, and a refresh token that
 *   two tabs send is seen as reused and revoked by the server (security review finding 4).
 * - When the refresh fails every waiting request fails (SPEC §4 "if the refresh fails, all fail");
 *   only a refused refresh token also ends the session through the injected handler, once.
 */
export class AuthRefreshMiddleware {
  /** Clones of the outgoing requests (bodies can be read once), keyed by openapi-fetch's id. */
  private readonly sent = new Map<string, { readonly request: Request; readonly token: string | null }>();
  private readonly flight: SingleFlight<RefreshOutcome, SeenTokens>;
  /** A refresh token the server refused is never sent again (one failed refresh, one handler call). */
  private refusedRefreshToken: string | null = null;

  constructor(private readonly deps: AuthRefreshDeps) {
    this.flight = new SingleFlight((seen) => this.refreshNow(seen));
  }

  readonly onRequest = async ({ request, schemaPath, id }: MiddlewareCallbackParams): Promise<Request | Response | undefined> => {
    if (PUBLIC_PATHS.test(schemaPath)) return undefined;
    let token = this.deps.tokens.getAccessToken();
    const refreshToken = this.deps.tokens.getRefreshToken();
    if (refreshToken !== null && isDueForRefresh(this.deps.tokens.getAccessClaims(), this.deps.clock.now())) {
      const outcome = await this.flight.run({ access: token, refresh: refreshToken });
      if (!("accessToken" in outcome)) return failedRefreshResponse(outcome);
      token = outcome.accessToken;
    }
    if (token !== null) request.headers.set("Authorization", `Bearer ${token}`);
    this.sent.set(id, { request: request.clone(), token });
    return request;
  };

  readonly onResponse = async ({
    response,
    id,
    options,
  }: MiddlewareCallbackParams & { response: Response }): Promise<Response | undefined> => {
    const sent = this.sent.get(id);
    this.sent.delete(id);
    if (sent === undefined || response.status !== 401) return undefined;
    const refreshToken = this.deps.tokens.getRefreshToken();
    if (refreshToken === null) return undefined;
    let token = this.deps.tokens.getAccessToken();
    // Another request may already have refreshed while this one was on the wire: use its token.
    if (token === null || token === sent.token) {
      const outcome = await this.flight.run({ access: sent.token, refresh: refreshToken });
      // A refused refresh leaves the request's own 401; a kept session reports why the refresh failed.
      if (!("accessToken" in outcome)) return outcome.sessionEnded ? undefined : failedRefreshResponse(outcome);
      token = outcome.accessToken;
    }
    const retry = new Request(sent.request);
    retry.headers.set("Authorization", `Bearer ${token}`);
    // Retried once only: the retry goes straight to fetch, not through the middleware again.
    return options.fetch(retry);
  };

  readonly onError = ({ id }: MiddlewareCallbackParams & { error: unknown }): undefined => {
    this.sent.delete(id);
    return undefined;
  };

  private async refreshNow(seen: SeenTokens): Promise<RefreshOutcome> {
    if (seen.refresh === this.refusedRefreshToken) return { failed: null, sessionEnded: true };
    return this.deps.lock.run(REFRESH_LOCK_NAME, () => this.refreshHoldingLock(seen));
  }

  /** Runs in one tab at a time; the cookies may have changed since this tab decided to refresh. */
  private async refreshHoldingLock(seen: SeenTokens): Promise<RefreshOutcome> {
    const current = this.deps.tokens.getRefreshToken();
    // Another tab's refresh was refused (or it logged out): this tab's session is over too.
    if (current === null) return this.endSession(seen.refresh, null);
    if (current === this.refusedRefreshToken) return { failed: null, sessionEnded: true };
    const access = this.deps.tokens.getAccessToken();
    if (current !== seen.refresh || access !== seen.access) {
      // Another tab refreshed meanwhile: its access token serves this tab as well, and sending a
      // rotated refresh token again would be seen as reuse (security review finding 4).
      if (access !== null && !isDueForRefresh(this.deps.tokens.getAccessClaims(), this.deps.clock.now())) return { accessToken: access };
    }
    let result: Result<TokenPair>;
    try {
      result = await this.deps.refresh(current);
    } catch (cause) {
      result = { ok: false, error: { kind: "network", status: null, code: "APP.NETWORK", message: String(cause), description: "" } };
    }
    if (result.ok) {
      this.deps.tokens.setTokens(result.value.accessToken, result.value.refreshToken);
      return { accessToken: result.value.accessToken };
    }
    // Decision (security review finding 11): only a refused token (400, 401) ends the session. No
    // answer, a 5xx or a 429 says nothing about the token: the waiting requests fail (SPEC §4 "if
    // the refresh fails, all fail" still holds for them) but the tokens stay, and the next request
    // tries again, so a server hiccup does not log the user out.
    if (!refusesToken(result.error)) return { failed: result.error, sessionEnded: false };
    return this.endSession(current, result.error);
  }

  private endSession(refreshToken: string, error: AppError | null): RefreshOutcome {
    this.refusedRefreshToken = refreshToken;
    this.deps.onSessionExpired();
    return { failed: error, sessionEnded: true };
  }
}

function refusesToken(error: AppError): boolean {
  return error.status === 400 || error.status === 401;
}

/** What a request gets when the refresh it waited for failed. */
function failedRefreshResponse(outcome: { readonly failed: AppError | null; readonly sessionEnded: boolean }): Response {
  const error = outcome.failed;
  if (outcome.sessionEnded || error === null) return sessionExpiredResponse();
  // No answer: fail like the request itself got none (callApi maps a throw to kind "network").
  if (error.status === null) throw new TypeError(`Token refresh got no answer: ${error.message}`);
  const body = JSON.stringify({ code: error.code, message: error.message, description: error.description });
  return new Response(body, { status: error.status, headers: { "Content-Type": "application/json" } });
}

function sessionExpiredResponse(): Response {
  return new Response(SESSION_EXPIRED_BODY, { status: 401, headers: { "Content-Type": "application/json" } });
}
