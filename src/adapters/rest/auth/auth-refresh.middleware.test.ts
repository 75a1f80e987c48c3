import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { appError } from "../../../ports/shared/app-error.port";
import type { AccessGrant } from "../../../ports/auth/auth-gateway.port";
import { err, ok, type Result } from "../../../ports/shared/result.port";
import { encodeUnsignedJwt } from "../../browser/auth/jwt-claims.decoder";
import { MemoryCrossTabLock } from "../../memory/shared/memory-cross-tab-lock.adapter";
import { MemoryTokenStore } from "../../memory/auth/memory-token.store";
import { createApiClient } from "../shared/api-client";
import { AuthRefreshMiddleware } from "./auth-refresh.middleware";
import { callApi } from "../shared/call-api";

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);
const BASE = "http://api.test";

function token(name: string, secondsLeft: number): string {
  return encodeUnsignedJwt({ sub: name, exp: Math.floor(NOW / 1000) + secondsLeft, role: "TEACHER", isActive: true });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface HarnessOptions {
  /** Access token the fake server accepts. */
  accepted: string;
  /** What the refresh call answers (the refresh token itself travels as the HttpOnly cookie). */
  refreshAnswer: () => Result<AccessGrant>;
  refreshDelayMs?: number;
  /** Delay of the nth answer of the fake server (to mix arrival orders). */
  answerDelayMs?: (n: number) => number;
}

/** A fake API (GET /v1/me and POST /v1/me/change-profile/{id}) behind a real openapi-fetch client. */
function harness(options: HarnessOptions) {
  const tokens = new MemoryTokenStore();
  const seen: { url: string; auth: string | null; body: string }[] = [];
  let answers = 0;
  let accepted = options.accepted;
  const refresh = vi.fn(async (): Promise<Result<AccessGrant>> => {
    await sleep(options.refreshDelayMs ?? 1);
    const answer = options.refreshAnswer();
    if (answer.ok) accepted = answer.value.accessToken;
    return answer;
  });
  const onSessionExpired = vi.fn(() => tokens.clear());
  const fetch = vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
    const request = input as Request;
    const body = await request.text();
    seen.push({ url: request.url, auth: request.headers.get("Authorization"), body });
    await sleep(options.answerDelayMs?.(answers++) ?? 0);
    if (request.headers.get("Authorization") !== `Bearer ${accepted}`) {
      return Response.json({ code: "AUTH.UNAUTHORIZED", message: "Unauthorized", description: "" }, { status: 401 });
    }
    return Response.json({ echo: body });
  });
  const middleware = new AuthRefreshMiddleware({
    tokens,
    clock: { now: () => NOW, schedule: () => () => undefined },
    lock: new MemoryCrossTabLock(),
    refresh,
    onSessionExpired,
  });
  const client = createApiClient({ baseUrl: BASE, fetch, middleware: [middleware] });
  const getMe = () =>
    callApi(
      () => client.GET("/v1/me"),
      (data) => data,
    );
  return { tokens, client, refresh, onSessionExpired, fetch, seen, getMe };
}

const fresh = token("B", 900);
const refreshed = (): Result<AccessGrant> => ok({ accessToken: fresh });
const refused = (): Result<AccessGrant> => err(appError("unauthorized", { code: "AUTH.TOKEN_INVALID" }, 401));

describe("AuthRefreshMiddleware", () => {
  it("sends the stored access token as a bearer token", async () => {
    const a = token("A", 900);
    const h = harness({ accepted: a, refreshAnswer: refreshed });
    h.tokens.setAccessToken(a);
    const result = await h.getMe();
    expect(result.ok).toBe(true);
    expect(h.seen[0]?.auth).toBe(`Bearer ${a}`);
    expect(h.refresh).not.toHaveBeenCalled();
  });

  it("refreshes before sending when under 60 seconds remain", async () => {
    const a = token("A", 59);
    const h = harness({ accepted: a, refreshAnswer: refreshed });
    h.tokens.setAccessToken(a);
    await h.getMe();
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(h.seen[0]?.auth).toBe(`Bearer ${fresh}`);
    expect(h.tokens.getAccessToken()).toBe(fresh);
  });

  it("does not refresh when exactly 60 seconds remain", async () => {
    const a = token("A", 60);
    const h = harness({ accepted: a, refreshAnswer: refreshed });
    h.tokens.setAccessToken(a);
    await h.getMe();
    expect(h.refresh).not.toHaveBeenCalled();
  });

  it("retries a request that met a 401 once, after a refresh, with its body intact", async () => {
    const a = token("A", 900);
    const h = harness({ accepted: "revoked", refreshAnswer: refreshed });
    h.tokens.setAccessToken(a);
    const result = await h.client.POST("/v1/me/change-profile/{id}", {
      params: { path: { id: 7 } },
      body: undefined as never,
      headers: {},
    });
    expect(result.response.status).toBe(200);
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(h.seen.map((s) => s.auth)).toEqual([`Bearer ${a}`, `Bearer ${fresh}`]);
    expect(h.seen[1]?.url).toBe(`${BASE}/v1/me/change-profile/7`);
  });

  it("keeps a JSON body for the retry (the request is cloned before it is sent)", async () => {
    const a = token("A", 900);
    const h = harness({ accepted: "revoked", refreshAnswer: refreshed });
    h.tokens.setAccessToken(a);
    // PATCH /v1/me carries a body; the first attempt consumes it.
    const result = await h.client.PATCH("/v1/me", { body: { firstName: "Åsa" } });
    expect(result.response.status).toBe(200);
    expect(h.seen.map((s) => s.body)).toEqual(['{"firstName":"Åsa"}', '{"firstName":"Åsa"}']);
  });

  it("gives up after one retry when the new token is refused too", async () => {
    const a = token("A", 900);
    const h = harness({ accepted: "never", refreshAnswer: () => ok({ accessToken: token("C", 900) }) });
    // The fake server accepts the refreshed token only if it equals `accepted`; make it differ.
    h.refresh.mockImplementation(async () => ok({ accessToken: token("C", 900) }));
    h.tokens.setAccessToken(a);
    const result = await h.getMe();
    expect(result.ok).toBe(false);
    expect(h.fetch).toHaveBeenCalledTimes(2);
    expect(h.refresh).toHaveBeenCalledTimes(1);
  });

  it("does not refresh on a 403 (only a 401 triggers it, SPEC §8)", async () => {
    const a = token("A", 900);
    const h = harness({ accepted: a, refreshAnswer: refreshed });
    h.fetch.mockImplementation(async () => Response.json({ code: "X", message: "no", description: "" }, { status: 403 }));
    h.tokens.setAccessToken(a);
    const result = await h.getMe();
    expect(result.ok ? null : result.error.kind).toBe("forbidden");
    expect(h.refresh).not.toHaveBeenCalled();
  });

  it("passes a 401 through when no session is kept (a visitor)", async () => {
    const h = harness({ accepted: "x", refreshAnswer: refreshed });
    const result = await h.getMe();
    expect(result.ok ? null : result.error.kind).toBe("unauthorized");
    expect(h.seen[0]?.auth).toBeNull();
    expect(h.refresh).not.toHaveBeenCalled();
    expect(h.onSessionExpired).not.toHaveBeenCalled();
  });

  it("fails the request but keeps the session when the refresh gets no answer", async () => {
    const a = token("A", 900);
    const h = harness({ accepted: "revoked", refreshAnswer: () => err(appError("network")) });
    h.tokens.setAccessToken(a);
    const result = await h.getMe();
    expect(result.ok).toBe(false);
    expect(h.onSessionExpired).not.toHaveBeenCalled();
    expect(h.tokens.hasSession()).toBe(true);
    expect(h.tokens.getAccessToken()).toBe(a);
  });

  it("never sends the token calls through the refresh logic", async () => {
    const h = harness({ accepted: "x", refreshAnswer: refreshed });
    h.tokens.setAccessToken(token("A", 1));
    await h.client.POST("/api-token-logout", {});
    expect(h.refresh).not.toHaveBeenCalled();
    expect(h.seen[0]?.auth).toBeNull();
  });

  it("renews a session whose access cookie ran out with the refresh cookie alone (a reload after 15 minutes)", async () => {
    const h = harness({ accepted: "revoked", refreshAnswer: refreshed });
    h.tokens.setAccessToken(token("A", 900));
    h.tokens.expireAccessToken();
    const result = await h.getMe();
    expect(result.ok).toBe(true);
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(h.seen.map((s) => s.auth)).toEqual([`Bearer ${fresh}`]);
  });

  it("refreshes again after a refused session once the user has logged in anew", async () => {
    let answer = refused;
    const h = harness({ accepted: "revoked", refreshAnswer: () => answer() });
    h.onSessionExpired.mockImplementation(() => undefined);
    h.tokens.setAccessToken(token("A", 900));
    await h.getMe();
    answer = refreshed;
    h.tokens.setAccessToken(token("A2", 900));
    expect((await h.getMe()).ok).toBe(true);
    expect(h.refresh).toHaveBeenCalledTimes(2);
  });
});

describe("a refresh the server did not refuse (security review finding 11)", () => {
  const answered = (status: number) => (): Result<AccessGrant> =>
    err(appError(status === 429 ? "rateLimited" : "server", { code: "SERVER.DOWN", message: "down" }, status));
  const hiccups = fc.oneof(fc.integer({ min: 500, max: 599 }), fc.constant(429));

  it("fails the waiting requests with the refresh's own error but keeps the session on a 5xx or 429", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10 }), hiccups, fc.boolean(), async (n, status, expiring) => {
        // Both ways into a refresh: a due token (before sending) and a 401 (after sending).
        const h = harness({ accepted: "revoked", refreshAnswer: answered(status) });
        h.tokens.setAccessToken(token("A", expiring ? 30 : 900));
        const results = await Promise.all(Array.from({ length: n }, () => h.getMe()));
        expect(results.map((r) => (r.ok ? "ok" : `${r.error.kind}:${r.error.status}`))).toEqual(
          Array.from({ length: n }, () => `${status === 429 ? "rateLimited" : "server"}:${status}`),
        );
        expect(h.refresh).toHaveBeenCalledTimes(1);
        expect(h.onSessionExpired).not.toHaveBeenCalled();
        expect(h.tokens.hasSession()).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it("tries the refresh cookie again on the next request after a 503", async () => {
    const a = token("A", 30);
    let status = 503;
    const h = harness({ accepted: "revoked", refreshAnswer: () => (status === 503 ? answered(503)() : refreshed()) });
    h.tokens.setAccessToken(a);
    expect((await h.getMe()).ok).toBe(false);
    status = 200;
    expect((await h.getMe()).ok).toBe(true);
    expect(h.refresh).toHaveBeenCalledTimes(2);
    expect(h.tokens.getAccessToken()).toBe(fresh);
  });

  it("fails a request that waited for an unanswered refresh as a network failure", async () => {
    const h = harness({ accepted: "revoked", refreshAnswer: () => err(appError("network")) });
    h.tokens.setAccessToken(token("A", 30));
    const result = await h.getMe();
    expect(result.ok ? null : result.error.kind).toBe("network");
    expect(h.fetch).not.toHaveBeenCalled();
    expect(h.onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([400, 401])("ends the session when the refresh is refused with %i", async (status) => {
    const h = harness({
      accepted: "revoked",
      refreshAnswer: () => err(appError(status === 401 ? "unauthorized" : "validation", {}, status)),
    });
    h.tokens.setAccessToken(token("A", 30));
    const result = await h.getMe();
    expect(result.ok ? null : result.error.code).toBe("AUTH.SESSION_EXPIRED");
    expect(h.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(h.tokens.hasSession()).toBe(false);
  });
});

describe("single-flight refresh (SPEC §4, issue 2 §7)", () => {
  const delays = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 20, maxLength: 20 });

  it("N concurrent requests that all meet a 401 cause exactly one refresh and all succeed", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 20 }), delays, fc.integer({ min: 0, max: 5 }), async (n, answerDelays, refreshDelayMs) => {
        const a = token("A", 900);
        const h = harness({
          accepted: "revoked",
          refreshAnswer: refreshed,
          refreshDelayMs,
          answerDelayMs: (i) => answerDelays[i % 20] ?? 0,
        });
        h.tokens.setAccessToken(a);
        const results = await Promise.all(Array.from({ length: n }, () => h.getMe()));
        expect(h.refresh).toHaveBeenCalledTimes(1);
        expect(results.every((r) => r.ok)).toBe(true);
        expect(h.onSessionExpired).not.toHaveBeenCalled();
      }),
      { numRuns: 40 },
    );
  });

  it("N concurrent requests with an expiring token share one proactive refresh", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 20 }), fc.integer({ min: -600, max: 59 }), async (n, secondsLeft) => {
        const h = harness({ accepted: "revoked", refreshAnswer: refreshed });
        h.tokens.setAccessToken(token("A", secondsLeft));
        const results = await Promise.all(Array.from({ length: n }, () => h.getMe()));
        expect(h.refresh).toHaveBeenCalledTimes(1);
        expect(results.every((r) => r.ok)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it("when the refresh fails, all N fail and the session-expired handler runs exactly once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 20 }), delays, fc.integer({ min: 0, max: 5 }), async (n, answerDelays, refreshDelayMs) => {
        const a = token("A", 900);
        const h = harness({ accepted: "revoked", refreshAnswer: refused, refreshDelayMs, answerDelayMs: (i) => answerDelays[i % 20] ?? 0 });
        h.tokens.setAccessToken(a);
        const results = await Promise.all(Array.from({ length: n }, () => h.getMe()));
        expect(results.every((r) => !r.ok && r.error.kind === "unauthorized")).toBe(true);
        expect(h.refresh).toHaveBeenCalledTimes(1);
        expect(h.onSessionExpired).toHaveBeenCalledTimes(1);
        expect(h.tokens.getAccessToken()).toBeNull();
        expect(h.tokens.hasSession()).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it("a refused session is not refreshed again even if the handler keeps the tokens", async () => {
    const a = token("A", 900);
    const h = harness({ accepted: "revoked", refreshAnswer: refused });
    h.onSessionExpired.mockImplementation(() => undefined);
    h.tokens.setAccessToken(a);
    await h.getMe();
    await h.getMe();
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(h.onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
