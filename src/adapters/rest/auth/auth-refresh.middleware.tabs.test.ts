import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { appError } from "../../../ports/shared/app-error.port";
import type { AccessGrant } from "../../../ports/auth/auth-gateway.port";
import type { CrossTabLock } from "../../../ports/shared/cross-tab-lock.port";
import type { TokenStore } from "../../../ports/auth/token-store.port";
import { err, ok, type Result } from "../../../ports/shared/result.port";
import { decodeJwtClaims, encodeUnsignedJwt } from "../../browser/auth/jwt-claims.decoder";
import { MemoryCrossTabLock } from "../../memory/shared/memory-cross-tab-lock.adapter";
import { MemoryTokenStore } from "../../memory/auth/memory-token.store";
import { createApiClient } from "../shared/api-client";
import { AuthRefreshMiddleware } from "./auth-refresh.middleware";
import { callApi } from "../shared/call-api";

// Security review finding 4: the tabs of one browser share the cookies (the access token cookie and
// the HttpOnly refresh token cookie, issue 6 §4), and the server rotates refresh tokens with reuse
// detection. Each tab is a middleware of its own.

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function token(name: string, secondsLeft: number): string {
  return encodeUnsignedJwt({ sub: name, exp: Math.floor(NOW / 1000) + secondsLeft, role: "TEACHER", isActive: true });
}

/**
 * The server's side: one live refresh token; sending a rotated one again revokes the family. Access
 * tokens are JWTs: every one it issued stays accepted until the family is revoked. It also holds the
 * browser's HttpOnly refresh token cookie, which every tab sends and none can read.
 */
class RotatingServer {
  private generation = 1;
  private readonly rotated = new Set<string>();
  private revoked = false;
  /** The refresh token each POST /api-token-refresh carried (its cookie when it was sent). */
  readonly refreshCalls: (string | null)[] = [];
  currentRefresh = "refresh-1";
  /** The browser's refresh token cookie: sent with a refresh, replaced when its answer arrives. */
  cookie: string | null = "refresh-1";

  /** The access tokens GET /v1/me accepts. */
  private readonly accepted = new Set<string>();

  constructor(
    firstAccepted: string | null,
    private readonly options: { refreshDelayMs: number; issuedSecondsLeft: number },
  ) {
    if (firstAccepted !== null) this.accepted.add(firstAccepted);
  }

  async refresh(): Promise<Result<AccessGrant>> {
    const refreshToken = this.cookie;
    this.refreshCalls.push(refreshToken);
    // Decided on arrival, answered later: two calls in flight with one token meet the reuse rule.
    let answer: Result<AccessGrant>;
    let setCookie: string | null;
    if (!this.revoked && refreshToken !== null && refreshToken === this.currentRefresh) {
      this.generation += 1;
      this.rotated.add(refreshToken);
      this.currentRefresh = `refresh-${this.generation}`;
      const access = token(`A${this.generation}`, this.options.issuedSecondsLeft);
      this.accepted.add(access);
      answer = ok({ accessToken: access });
      setCookie = this.currentRefresh;
    } else {
      if (refreshToken !== null && this.rotated.has(refreshToken)) this.revoked = true;
      this.accepted.clear();
      answer = err(appError("unauthorized", { code: this.revoked ? "AUTH.TOKEN_REUSED" : "AUTH.TOKEN_INVALID" }, 401));
      // The server clears the cookie of a refused token.
      setCookie = null;
    }
    await sleep(this.options.refreshDelayMs);
    this.cookie = setCookie;
    return answer;
  }

  fetch = async (input: RequestInfo | URL, answerDelayMs: number): Promise<Response> => {
    const auth = (input as Request).headers.get("Authorization");
    await sleep(answerDelayMs);
    if (auth === null || !this.accepted.has(auth.replace(/^Bearer /, "")))
      return Response.json({ code: "AUTH.UNAUTHORIZED", message: "", description: "" }, { status: 401 });
    return Response.json({ id: 1 });
  };
}

/** One browser tab: its own middleware (own single flight), the shared cookie store and lock. */
function openTab(server: RotatingServer, tokens: TokenStore, lock: CrossTabLock, answerDelays: readonly number[] = [0]) {
  let answers = 0;
  const onSessionExpired = vi.fn(() => tokens.clear());
  const refresh = vi.fn(() => server.refresh());
  const middleware = new AuthRefreshMiddleware({
    tokens,
    clock: { now: () => NOW, schedule: () => () => undefined },
    lock,
    refresh,
    onSessionExpired,
  });
  const fetch = (input: RequestInfo | URL) => server.fetch(input, answerDelays[answers++ % answerDelays.length] ?? 0);
  const client = createApiClient({ baseUrl: "http://api.test", fetch, middleware: [middleware] });
  const getMe = () =>
    callApi(
      () => client.GET("/v1/me"),
      (data) => data,
    );
  return { getMe, onSessionExpired, refresh };
}

describe("token refresh across tabs that share the cookies", () => {
  const scenario = fc.record({
    tabs: fc.integer({ min: 2, max: 4 }),
    perTab: fc.integer({ min: 1, max: 6 }),
    // "due": the access token has under 60 s left; "revoked": the server refuses it with a 401.
    trigger: fc.constantFrom("due", "revoked"),
    refreshDelayMs: fc.integer({ min: 0, max: 6 }),
    startDelays: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 24, maxLength: 24 }),
    answerDelays: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 8 }),
  });

  it("N requests in each of several tabs cause exactly one refresh on the wire and no tab loses the session", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const initial = token("A1", s.trigger === "due" ? 30 : 900);
        const server = new RotatingServer(s.trigger === "due" ? initial : null, {
          refreshDelayMs: s.refreshDelayMs,
          issuedSecondsLeft: 900,
        });
        const tokens = new MemoryTokenStore();
        tokens.setAccessToken(initial);
        const lock = new MemoryCrossTabLock();
        const tabs = Array.from({ length: s.tabs }, () => openTab(server, tokens, lock, s.answerDelays));
        const requests = tabs.flatMap((tab, t) =>
          Array.from({ length: s.perTab }, async (_, i) => {
            await sleep(s.startDelays[(t * s.perTab + i) % 24] ?? 0);
            return tab.getMe();
          }),
        );
        const results = await Promise.all(requests);
        expect(server.refreshCalls).toEqual(["refresh-1"]);
        expect(results.every((r) => r.ok)).toBe(true);
        expect(tabs.every((tab) => tab.onSessionExpired.mock.calls.length === 0)).toBe(true);
        expect(tokens.hasSession()).toBe(true);
        expect(server.cookie).toBe(server.currentRefresh);
        expect(lock.maxHolders).toBe(1);
      }),
      { numRuns: 60 },
    );
  });

  it("without a shared lock the same two tabs do meet the reuse rule (the bug this lock prevents)", async () => {
    const initial = token("A1", 30);
    const server = new RotatingServer(initial, { refreshDelayMs: 5, issuedSecondsLeft: 900 });
    const tokens = new MemoryTokenStore();
    tokens.setAccessToken(initial);
    const [a, b] = [openTab(server, tokens, new MemoryCrossTabLock()), openTab(server, tokens, new MemoryCrossTabLock())];
    await Promise.all([a!.getMe(), b!.getMe()]);
    expect(server.refreshCalls).toEqual(["refresh-1", "refresh-1"]);
    expect(a!.onSessionExpired.mock.calls.length + b!.onSessionExpired.mock.calls.length).toBe(1);
    expect(tokens.hasSession()).toBe(false);
    expect(server.cookie).toBeNull();
  });

  it("a tab that waited for the lock refreshes with the rotated token when the new access token is due too", async () => {
    // The reviewer's case: a clock far ahead makes every fresh token due; the tabs refresh in turn.
    const initial = token("A1", 30);
    const server = new RotatingServer(initial, { refreshDelayMs: 3, issuedSecondsLeft: 30 });
    const tokens = new MemoryTokenStore();
    tokens.setAccessToken(initial);
    const lock = new MemoryCrossTabLock();
    const [a, b] = [openTab(server, tokens, lock), openTab(server, tokens, lock)];
    const results = await Promise.all([a!.getMe(), b!.getMe()]);
    expect(server.refreshCalls).toEqual(["refresh-1", "refresh-2"]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(a!.onSessionExpired).not.toHaveBeenCalled();
    expect(b!.onSessionExpired).not.toHaveBeenCalled();
  });

  it("a tab that waited for the lock ends its session too when the other tab's refresh was refused", async () => {
    const initial = token("A1", 30);
    const server = new RotatingServer(initial, { refreshDelayMs: 3, issuedSecondsLeft: 900 });
    server.currentRefresh = "refresh-unknown-to-the-tabs";
    const tokens = new MemoryTokenStore();
    tokens.setAccessToken(initial);
    const lock = new MemoryCrossTabLock();
    const [a, b] = [openTab(server, tokens, lock), openTab(server, tokens, lock)];
    const results = await Promise.all([a!.getMe(), b!.getMe()]);
    expect(server.refreshCalls).toEqual(["refresh-1"]);
    expect(results.map((r) => (r.ok ? "ok" : r.error.code))).toEqual(["AUTH.SESSION_EXPIRED", "AUTH.SESSION_EXPIRED"]);
    expect(a!.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(b!.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("does not refresh again when a tab read the old access token just before another tab's rotation landed", async () => {
    // Seen in Chromium: the cookies are read one by one, and another tab's rotation can land between.
    const initial = token("A1", 30);
    const server = new RotatingServer(initial, { refreshDelayMs: 1, issuedSecondsLeft: 900 });
    const tokens = new MemoryTokenStore();
    tokens.setAccessToken(initial);
    const lock = new MemoryCrossTabLock();
    expect((await openTab(server, tokens, lock).getMe()).ok).toBe(true);
    let staleReads = 2; // the access token and its claims, read before the rotation landed
    const torn: TokenStore = {
      getAccessToken: () => (staleReads-- > 0 ? initial : tokens.getAccessToken()),
      getAccessClaims: () => (staleReads-- > 0 ? decodeJwtClaims(initial) : tokens.getAccessClaims()),
      hasSession: () => tokens.hasSession(),
      setAccessToken: (a) => tokens.setAccessToken(a),
      clear: () => tokens.clear(),
      subscribe: (listener) => tokens.subscribe(listener),
    };
    const b = openTab(server, torn, lock);
    expect((await b.getMe()).ok).toBe(true);
    expect(server.refreshCalls).toEqual(["refresh-1"]);
  });

  it("asks the lock once per refresh of a tab, however many of its requests wait", async () => {
    const initial = token("A1", 30);
    const server = new RotatingServer(initial, { refreshDelayMs: 2, issuedSecondsLeft: 900 });
    const tokens = new MemoryTokenStore();
    tokens.setAccessToken(initial);
    const lock = new MemoryCrossTabLock();
    const tab = openTab(server, tokens, lock);
    await Promise.all(Array.from({ length: 8 }, () => tab.getMe()));
    expect(lock.grants).toBe(1);
    expect(tab.refresh).toHaveBeenCalledTimes(1);
  });
});
