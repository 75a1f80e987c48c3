import { afterEach, describe, expect, it, vi } from "vitest";
import { encodeUnsignedJwt } from "../adapters/browser/auth/jwt-claims.decoder";
import { SessionStore } from "../application/auth/session.store";
import { RootStore } from "../application/root.store";
import { UiStore } from "../application/shell/ui.store";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../fixtures/demo-accounts";
import { AUTH_GATEWAY, ME_GATEWAY, SESSION_EXPIRED_HANDLER, TOKEN_STORE } from "../ports/auth/auth.tokens";
import type { AuthGateway } from "../ports/auth/auth-gateway.port";
import type { MeGateway } from "../ports/auth/me-gateway.port";
import type { SessionExpiredHandler } from "../ports/auth/session-expired.port";
import type { Navigation } from "../ports/shared/navigation.port";
import { NAVIGATION } from "../ports/shared/platform.tokens";
import type { TokenStore } from "../ports/auth/token-store.port";
import { createAppContainer } from "./composition-root";

afterEach(() => vi.unstubAllGlobals());

describe("composition root", () => {
  it("resolves the root store on the in-memory backend and logs a demo teacher in", async () => {
    const container = await createAppContainer({ apiBaseUrl: "", backend: "memory", brand: "default" }, { platform: "memory" });
    const root = container.get(RootStore);
    const destination = await root.session.login(
      { email: DEMO_ACCOUNTS.teacher.email, password: DEMO_PASSWORD },
      { reseller: "member", next: null },
    );
    expect(destination).toBe("/member/play");
    expect(root.session.claims?.role).toBe("TEACHER");
    const me = await container.get<MeGateway>(ME_GATEWAY).getMe();
    expect(me.ok && me.value.email).toBe(DEMO_ACCOUNTS.teacher.email);
  });

  it("gives the stores and the session policy the same singletons: the policy's expiry empties the root store's session", async () => {
    const container = await createAppContainer({ apiBaseUrl: "", backend: "memory", brand: "default" }, { platform: "memory" });
    const root = container.get(RootStore);
    expect(root.session).toBe(container.get(SessionStore));
    expect(root.ui).toBe(container.get(UiStore));
    await root.session.login({ email: DEMO_ACCOUNTS.teacher.email, password: DEMO_PASSWORD }, { reseller: "member", next: null });
    expect(root.session.isLoggedIn).toBe(true);

    container.get<SessionExpiredHandler>(SESSION_EXPIRED_HANDLER).onSessionExpired();
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.ui.menuReloads).toBe(1);
    expect(container.get<TokenStore>(TOKEN_STORE).getAccessToken()).toBeNull();
  });

  it("wires the REST adapter: a refused refresh runs the session policy through the container", async () => {
    const container = await createAppContainer(
      { apiBaseUrl: "http://api.test", backend: "rest", brand: "default" },
      { platform: "memory" },
    );
    const root = container.get(RootStore);
    const tokens = container.get<TokenStore>(TOKEN_STORE);
    const navigation = container.get<Navigation>(NAVIGATION);
    navigation.go("/member/play");
    tokens.setAccessToken(encodeUnsignedJwt({ sub: "2", exp: Math.floor(Date.now() / 1000) + 900, isActive: true }));
    const calls: string[] = [];
    vi.stubGlobal("fetch", async (input: Request) => {
      calls.push(`${input.method} ${new URL(input.url).pathname}`);
      return Response.json({ code: "AUTH.UNAUTHORIZED", message: "no", description: "" }, { status: 401 });
    });
    const result = await container.get<MeGateway>(ME_GATEWAY).getMe();
    expect(result.ok ? null : result.error.kind).toBe("unauthorized");
    expect(calls).toEqual(["GET /v1/me", "POST /api-token-refresh"]);
    expect(tokens.hasSession()).toBe(false);
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.ui.menuReloads).toBe(1);
    expect(navigation.currentLocation()).toBe("/member/login?next=%2Fmember%2Fplay");
  });

  it("sends the REST login to /api-token-auth with the API base setting", async () => {
    const container = await createAppContainer(
      { apiBaseUrl: "http://api.test", backend: "rest", brand: "default" },
      { platform: "memory" },
    );
    const seen: string[] = [];
    vi.stubGlobal("fetch", async (input: Request) => {
      seen.push(`${input.method} ${input.url} ${await input.text()}`);
      return Response.json({ accessToken: "a.b.c", refreshToken: "r" });
    });
    const result = await container.get<AuthGateway>(AUTH_GATEWAY).login({ email: "a@b.se", password: "x" });
    // A refresh token in the body (a client the server took for no browser) is dropped, never kept.
    expect(result).toEqual({ ok: true, value: { accessToken: "a.b.c" } });
    expect(seen).toEqual(['POST http://api.test/api-token-auth {"email":"a@b.se","password":"x"}']);
  });
});
