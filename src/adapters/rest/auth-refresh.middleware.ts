import type { MiddlewareCallbackParams } from "openapi-fetch";
import { isDueForRefresh } from "../../domain/auth/token-timing";
import type { AppError } from "../../ports/app-error.port";
import type { TokenPair } from "../../ports/auth-gateway.port";
import type { Clock } from "../../ports/clock.port";
import type { Result } from "../../ports/result.port";
import type { TokenStore } from "../../ports/token-store.port";
import { SingleFlight } from "./single-flight";

export interface AuthRefreshDeps {
  readonly tokens: TokenStore;
  readonly clock: Clock;
  /** POST /api-token-refresh on a client WITHOUT this middleware (no recursion). */
  readonly refresh: (refreshToken: string) => Promise<Result<TokenPair>>;
  /** Session policy (SPEC §4 failed refresh), resolved lazily and called once per failed refresh. */
  readonly onSessionExpired: () => void;
}

type RefreshOutcome = { readonly accessToken: string } | { readonly failed: AppError | null };

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
 * - All refreshes share one in-flight call; when it fails every waiting request fails and the
 *   injected session-expired handler runs once.
 */
export class AuthRefreshMiddleware {
  /** Clones of the outgoing requests (bodies can be read once), keyed by openapi-fetch's id. */
  private readonly sent = new Map<string, { readonly request: Request; readonly token: string | null }>();
  private readonly flight: SingleFlight<RefreshOutcome>;
  /** A refresh token the server refused is never sent again (one failed refresh, one handler call). */
  private refusedRefreshToken: string | null = null;

  constructor(private readonly deps: AuthRefreshDeps) {
    this.flight = new SingleFlight(() => this.refreshNow());
  }

  readonly onRequest = async ({ request, schemaPath, id }: MiddlewareCallbackParams): Promise<Request | Response | undefined> => {
    if (PUBLIC_PATHS.test(schemaPath)) return undefined;
    let token = this.deps.tokens.getAccessToken();
    const canRefresh = this.deps.tokens.getRefreshToken() !== null;
    if (canRefresh && isDueForRefresh(this.deps.tokens.getAccessClaims(), this.deps.clock.now())) {
      const outcome = await this.flight.run();
      if (!("accessToken" in outcome)) return sessionExpiredResponse();
      token = outcome.accessToken;
    }
    if (token !== null) request.headers.set("Authorization", `Bearer ${token}`);
    this.sent.set(id, { request: request.clone(), token });
    return request;
  };

  readonly onResponse = async ({ response, id, options }: MiddlewareCallbackParams & { response: Response }): Promise<Response | undefined> => {
    const sent = this.sent.get(id);
    this.sent.delete(id);
    if (sent === undefined || response.status !== 401) return undefined;
    if (this.deps.tokens.getRefreshToken() === null) return undefined;
    let token = this.deps.tokens.getAccessToken();
    // Another request may already have refreshed while this one was on the wire: use its token.
    if (token === null || token === sent.token) {
      const outcome = await this.flight.run();
      if (!("accessToken" in outcome)) return undefined;
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

  private async refreshNow(): Promise<RefreshOutcome> {
    const refreshToken = this.deps.tokens.getRefreshToken();
    if (refreshToken === null || refreshToken === this.refusedRefreshToken) return { failed: null };
    let result: Result<TokenPair>;
    try {
      result = await this.deps.refresh(refreshToken);
    } catch (cause) {
      result = { ok: false, error: { kind: "network", status: null, code: "APP.NETWORK", message: String(cause), description: "" } };
    }
    if (result.ok) {
      this.deps.tokens.setTokens(result.value.accessToken, result.value.refreshToken);
      return { accessToken: result.value.accessToken };
    }
    // Decision: a refresh that got no answer (offline) fails the waiting requests but keeps the
    // session, so a network blip does not log the user out; a refused refresh ends the session.
    if (result.error.kind !== "network") {
      this.refusedRefreshToken = refreshToken;
      this.deps.onSessionExpired();
    }
    return { failed: result.error };
  }
}

function sessionExpiredResponse(): Response {
  return new Response(SESSION_EXPIRED_BODY, { status: 401, headers: { "Content-Type": "application/json" } });
}
