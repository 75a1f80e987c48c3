import type { MiddlewareCallbackParams } from "openapi-fetch";
import { isDueForRefresh } from "../../../domain/auth/token-timing";
import type { AppError } from "../../../ports/shared/app-error.port";
import type { AccessGrant } from "../../../ports/auth/auth-gateway.port";
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
  /**
   * POST /api-token-refresh on a client WITHOUT this middleware (no recursion). It takes no token:
   * the browser sends the HttpOnly refresh token cookie, which this code never sees (issue 6 §4).
   */
  readonly refresh: () => Promise<Result<AccessGrant>>;
  /** Session policy (SPEC §4 failed refresh), resolved lazily and called once per failed refresh. */
  readonly onSessionExpired: () => void;
}

type RefreshOutcome =
  | { readonly accessToken: string }
  /** `sessionEnded`: the token was refused (or is gone), the handler ran; otherwise the session is kept. */
  | { readonly failed: AppError | null; readonly sessionEnded: boolean };

/**
 * The access token a request saw when it decided to refresh: what "another tab already refreshed"
 * is measured against. The refresh token cannot serve (scripts cannot read it); every rotation
 * brings a new access token, which the tabs share through its cookie.
 */
interface SeenTokens {
  readonly access: string | null;
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
 *   through the injected CrossTabLock: the tabs share the cookies, and a refresh token cookie that
 *   two tabs send is seen as reused and revoked by the server (security review finding 4).
 * - A refresh is tried only while the token store says a session is kept (the refresh token itself
 *   is an HttpOnly cookie: issue 6 §4); a visitor's 401 passes through.
 * - When the refresh fails every waiting request fails (SPEC §4 "if the refresh fails, all fail");
 *   only a refused refresh token also ends the session through the injected handler, once.
 */
export class AuthRefreshMiddleware {
  /** Clones of the outgoing requests (bodies can be read once), keyed by openapi-fetch's id. */
  private readonly sent = new Map<string, { readonly request: Request; readonly token: string | null }>();
  private readonly flight: SingleFlight<RefreshOutcome, SeenTokens>;
  /**
   * The session the server refused, known by the access token seen then (the refresh token is not
   * readable): it is not refreshed again (one failed refresh, one handler call) until the token
   * store changes (a new login).
   */
  private refused: SeenTokens | null = null;

  constructor(private readonly deps: AuthRefreshDeps) {
    this.flight = new SingleFlight((seen) => this.refreshNow(seen));
    deps.tokens.subscribe(() => (this.refused = null));
  }

  readonly onRequest = async ({ request, schemaPath, id }: MiddlewareCallbackParams): Promise<Request | Response | undefined> => {
    if (PUBLIC_PATHS.test(schemaPath)) return undefined;
    let token = this.deps.tokens.getAccessToken();
    if (this.deps.tokens.hasSession() && isDueForRefresh(this.deps.tokens.getAccessClaims(), this.deps.clock.now())) {
      const outcome = await this.flight.run({ access: token });
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
    if (!this.deps.tokens.hasSession()) return undefined;
    let token = this.deps.tokens.getAccessToken();
    // Another request may already have refreshed while this one was on the wire: use its token.
    if (token === null || token === sent.token) {
      const outcome = await this.flight.run({ access: sent.token });
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
    if (this.wasRefused(seen)) return { failed: null, sessionEnded: true };
    return this.deps.lock.run(REFRESH_LOCK_NAME, () => this.refreshHoldingLock(seen));
  }

  /** Runs in one tab at a time; the cookies may have changed since this tab decided to refresh. */
  private async refreshHoldingLock(seen: SeenTokens): Promise<RefreshOutcome> {
    // Another tab's refresh was refused (or it logged out): this tab's session is over too.
    if (!this.deps.tokens.hasSession()) return this.endSession(seen, null);
    const access = this.deps.tokens.getAccessToken();
    if (this.wasRefused({ access })) return { failed: null, sessionEnded: true };
    if (access !== seen.access) {
      // Another tab refreshed meanwhile: its access token serves this tab as well, and sending the
      // rotated refresh token cookie again would be seen as reuse (security review finding 4).
      if (access !== null && !isDueForRefresh(this.deps.tokens.getAccessClaims(), this.deps.clock.now())) return { accessToken: access };
    }
    let result: Result<AccessGrant>;
    try {
      result = await this.deps.refresh();
    } catch (cause) {
      result = { ok: false, error: { kind: "network", status: null, code: "APP.NETWORK", message: String(cause), description: "" } };
    }
    if (result.ok) {
      this.deps.tokens.setAccessToken(result.value.accessToken);
      return { accessToken: result.value.accessToken };
    }
    // Decision (security review finding 11): only a refused token (400, 401) ends the session. No
    // answer, a 5xx or a 429 says nothing about the token: the waiting requests fail (SPEC §4 "if
    // the refresh fails, all fail" still holds for them) but the tokens stay, and the next request
    // tries again, so a server hiccup does not log the user out.
    if (!refusesToken(result.error)) return { failed: result.error, sessionEnded: false };
    return this.endSession({ access }, result.error);
  }

  /**
   * Only a present access token identifies the refused session: after its cookie ran out, a null
   * could just as well be a session another tab has opened since. Then the server is asked again
   * (it refuses a dead session cheaply; the handler normally cleared the store anyway).
   */
  private wasRefused(seen: SeenTokens): boolean {
    return this.refused !== null && seen.access !== null && this.refused.access === seen.access;
  }

  private endSession(seen: SeenTokens, error: AppError | null): RefreshOutcome {
    this.deps.onSessionExpired();
    // Recorded after the handler ran: its clear() notifies the subscribers, which would forget the
    // refusal at once. A later change of the store (a new login) does forget it.
    this.refused = seen;
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
