import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNT_LIST, DEMO_ACCOUNTS, DEMO_PASSWORD, demoMe } from "../../../fixtures/demo-accounts";
import { decodeJwtClaims } from "../../browser/auth/jwt-claims.decoder";
import { MemoryBackend } from "./memory-backend";
import { memoryError } from "./memory-error";

const { teacher, profiler, student } = DEMO_ACCOUNTS;

function backend(now = Date.UTC(2026, 10, 22)) {
  const clock = { now: () => now, schedule: () => () => undefined };
  return new MemoryBackend(clock);
}

function loggedIn(b: MemoryBackend, email: string) {
  const login = b.login({ email, password: DEMO_PASSWORD });
  if (!login.ok) throw new Error("login failed");
  return { accessToken: login.value.accessToken, refreshToken: b.refreshCookie() ?? "" };
}

// The behaviour shared with the real server is in tests/gateways/; these are the backend's own details.
describe("MemoryBackend", () => {
  it("logs every demo account in with the demo password, with the fixture's id and claims (ARCHITECTURE §6)", () => {
    const b = backend();
    for (const account of DEMO_ACCOUNT_LIST) {
      const result = b.login({ email: account.email, password: DEMO_PASSWORD });
      expect(result.ok && decodeJwtClaims(result.value.accessToken)).toMatchObject({
        sub: String(account.id),
        role: account.role,
        isActive: account.isActive,
        license: account.license,
      });
    }
  });

  it("answers GET /v1/me with the fixture's account as the seed writes it", () => {
    const b = backend();
    const { accessToken } = loggedIn(b, teacher.email);
    expect(b.getMe(accessToken)).toEqual({ ok: true, value: demoMe(teacher) });
  });

  it("answers a wrong e-mail and a wrong password the same way, with the catalogue's code", () => {
    const b = backend();
    const wrongPassword = b.login({ email: teacher.email, password: "nope" });
    const wrongEmail = b.login({ email: "ingen@skolmedia.test", password: DEMO_PASSWORD });
    expect(wrongPassword).toEqual(wrongEmail);
    expect(wrongPassword).toEqual({ ok: false, error: memoryError("AUTH.INVALID_CREDENTIALS") });
  });

  it("issues access tokens that live 15 minutes", () => {
    const now = Date.UTC(2026, 10, 22);
    const result = backend(now).login({ email: student.email, password: DEMO_PASSWORD });
    expect(result.ok && decodeJwtClaims(result.value.accessToken)?.exp).toBe(now / 1000 + 900);
  });

  it("keeps the refresh token as the cookie and rotates it on refresh", () => {
    const b = backend();
    const { refreshToken } = loggedIn(b, teacher.email);
    expect(b.refresh().ok).toBe(true);
    expect(b.refreshCookie()).not.toBe(refreshToken);
  });

  it("ends the whole session when a rotated refresh token is presented again (SPEC §4 reuse)", () => {
    const b = backend();
    const { refreshToken } = loggedIn(b, teacher.email);
    expect(b.refresh().ok).toBe(true);
    const rotated = b.refreshCookie();
    expect(b.refresh(refreshToken)).toEqual({ ok: false, error: memoryError("AUTH.TOKEN_REUSED") });
    expect(b.refresh(rotated)).toEqual({ ok: false, error: memoryError("AUTH.TOKEN_INVALID") });
  });

  it("ends the session and clears the cookie on logout", () => {
    const b = backend();
    const { refreshToken } = loggedIn(b, teacher.email);
    b.logout();
    expect(b.refreshCookie()).toBeNull();
    expect(b.refresh(refreshToken).ok).toBe(false);
    expect(b.refresh()).toEqual({ ok: false, error: memoryError("AUTH.TOKEN_INVALID") });
  });

  it("logs in with the e-mail passcode once", () => {
    const b = backend();
    b.sendEmailPasscode(profiler.email);
    const code = b.passcodeFor(profiler.email) ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(b.login({ email: profiler.email, code }).ok).toBe(true);
    expect(b.login({ email: profiler.email, code }).ok).toBe(false);
  });

  it("switches profile, marks only the chosen one active and replaces the session's refresh token", () => {
    const b = backend();
    const { accessToken, refreshToken } = loggedIn(b, profiler.email);
    const [first, second] = profiler.profiles;
    const switched = b.changeProfile(accessToken, second.id);
    expect(switched.ok && decodeJwtClaims(switched.value.accessToken)?.profiles.map((p) => [p.id, p.isActive])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    expect(b.refresh(refreshToken)).toEqual({ ok: false, error: memoryError("AUTH.TOKEN_INVALID") });
    expect(b.changeProfile(accessToken, 99)).toEqual({ ok: false, error: memoryError("RESOURCE.NOT_FOUND", "No such profile.") });
  });

  it("refuses a profile change once the session has ended, as the server does", () => {
    const b = backend();
    const { accessToken } = loggedIn(b, profiler.email);
    b.logout();
    expect(b.changeProfile(accessToken, profiler.profiles[0].id)).toEqual({
      ok: false,
      error: memoryError("AUTH.UNAUTHENTICATED", "The session has ended."),
    });
  });

  it("answers getMe only with a valid access token", () => {
    const b = backend();
    const { accessToken } = loggedIn(b, student.email);
    expect(b.getMe(accessToken).ok).toBe(true);
    expect(b.getMe(null)).toEqual({ ok: false, error: memoryError("AUTH.UNAUTHENTICATED") });
    expect(b.getMe("garbage").ok).toBe(false);
  });
});
