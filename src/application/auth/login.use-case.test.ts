import { describe, expect, it } from "vitest";
import { appError } from "../../ports/shared/app-error.port";
import { err, ok } from "../../ports/shared/result.port";
import { FakeAuthGateway, FakeTokenStore, fakeAccessToken } from "./auth-test-doubles";
import { LoginUseCase } from "./login.use-case";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../fixtures/demo-accounts";

const profile = (id: number) => ({ id, name: `P${id}`, isActive: id === 1, lastUsed: null });

function setup(claims: Record<string, unknown> = {}) {
  const auth = new FakeAuthGateway();
  const tokens = new FakeTokenStore();
  auth.loginAnswer = ok({ accessToken: fakeAccessToken(claims) });
  return { auth, tokens, useCase: new LoginUseCase(auth, tokens) };
}

const password = { email: DEMO_ACCOUNTS.teacher.email, password: DEMO_PASSWORD };

describe("LoginUseCase (SPEC §4 Login)", () => {
  it("keeps the access token, marks the session and sends an active account to /{reseller}/play", async () => {
    const { tokens, useCase } = setup();
    const result = await useCase.execute({ credentials: password, reseller: "member", next: null });
    expect(result.ok && result.value.destination).toBe("/member/play");
    expect(tokens.hasSession()).toBe(true);
    expect(tokens.getAccessClaims()?.sub).toBe("2");
  });

  it("sends an active account to next when given", async () => {
    const { useCase } = setup();
    const result = await useCase.execute({ credentials: password, reseller: "member", next: "/member/collections" });
    expect(result.ok && result.value.destination).toBe("/member/collections");
  });

  it("sends an account with more than one profile to /profiles, keeping next", async () => {
    const { useCase } = setup({ profiles: [profile(1), profile(2)] });
    const result = await useCase.execute({ credentials: password, reseller: "member", next: "/member/collections" });
    expect(result.ok && result.value.destination).toBe("/profiles?next=%2Fmember%2Fcollections");
  });

  it("sends an inactive account to its reseller's activation page", async () => {
    const { useCase } = setup({ isActive: false, resellerSlug: "sli" });
    const result = await useCase.execute({ credentials: password, reseller: "member", next: "/member/collections" });
    expect(result.ok && result.value.destination).toBe("/sli/activate-account");
  });

  it("returns the gateway's error and keeps no tokens when the login is refused", async () => {
    const { auth, tokens, useCase } = setup();
    auth.loginAnswer = err(appError("unauthorized", { code: "AUTH.INVALID_CREDENTIALS" }, 401));
    const result = await useCase.execute({ credentials: password, reseller: "member", next: null });
    expect(result.ok ? null : result.error.code).toBe("AUTH.INVALID_CREDENTIALS");
    expect(tokens.access).toBeNull();
  });

  it("treats an unreadable access token as a server error and forgets it", async () => {
    const { auth, tokens, useCase } = setup();
    auth.loginAnswer = ok({ accessToken: "garbage" });
    const result = await useCase.execute({ credentials: password, reseller: "member", next: null });
    expect(result.ok ? null : result.error.kind).toBe("server");
    expect(tokens.hasSession()).toBe(false);
  });
});
