import { describe, expect, it } from "vitest";
import { decodeJwtClaims } from "../../browser/auth/jwt-claims.decoder";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../auth/demo-accounts";
import { MemoryBackend } from "./memory-backend";

function backend(now = Date.UTC(2026, 10, 22)) {
  const clock = { now: () => now, schedule: () => () => undefined };
  return new MemoryBackend(clock);
}

describe("MemoryBackend", () => {
  it("logs every demo account in with the demo password (ARCHITECTURE §6)", () => {
    const b = backend();
    for (const account of DEMO_ACCOUNTS) {
      const result = b.login({ email: account.email, password: DEMO_PASSWORD });
      expect(result.ok).toBe(true);
      if (result.ok)
        expect(decodeJwtClaims(result.value.accessToken)).toMatchObject({
          sub: String(account.id),
          role: account.role,
          isActive: account.isActive,
        });
    }
  });

  it("answers a wrong e-mail and a wrong password the same way", () => {
    const b = backend();
    const wrongPassword = b.login({ email: "larare@skolmedia.test", password: "nope" });
    const wrongEmail = b.login({ email: "ingen@skolmedia.test", password: DEMO_PASSWORD });
    expect(wrongPassword).toEqual(wrongEmail);
    expect(wrongPassword.ok ? null : wrongPassword.error.kind).toBe("unauthorized");
  });

  it("issues access tokens that live 15 minutes", () => {
    const now = Date.UTC(2026, 10, 22);
    const result = backend(now).login({ email: "elev@skolmedia.test", password: DEMO_PASSWORD });
    expect(result.ok && decodeJwtClaims(result.value.accessToken)?.exp).toBe(now / 1000 + 900);
  });

  it("rotates refresh tokens: an old one is refused after use", () => {
    const b = backend();
    const login = b.login({ email: "larare@skolmedia.test", password: DEMO_PASSWORD });
    if (!login.ok) throw new Error("login failed");
    expect(b.refresh(login.value.refreshToken).ok).toBe(true);
    expect(b.refresh(login.value.refreshToken).ok).toBe(false);
  });

  it("revokes the refresh token on logout", () => {
    const b = backend();
    const login = b.login({ email: "larare@skolmedia.test", password: DEMO_PASSWORD });
    if (!login.ok) throw new Error("login failed");
    b.logout(login.value.refreshToken);
    expect(b.refresh(login.value.refreshToken).ok).toBe(false);
  });

  it("logs in with the e-mail passcode once", () => {
    const b = backend();
    b.sendEmailPasscode("profiler@skolmedia.test");
    const code = b.passcodeFor("profiler@skolmedia.test") ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(b.login({ email: "profiler@skolmedia.test", code }).ok).toBe(true);
    expect(b.login({ email: "profiler@skolmedia.test", code }).ok).toBe(false);
  });

  it("switches profile and marks only the chosen one active", () => {
    const b = backend();
    const login = b.login({ email: "profiler@skolmedia.test", password: DEMO_PASSWORD });
    if (!login.ok) throw new Error("login failed");
    const switched = b.changeProfile(login.value.accessToken, 32);
    expect(switched.ok && decodeJwtClaims(switched.value.accessToken)?.profiles.map((p) => [p.id, p.isActive])).toEqual([
      [31, false],
      [32, true],
    ]);
    expect(b.changeProfile(login.value.accessToken, 99).ok).toBe(false);
  });

  it("answers getMe only with a valid access token", () => {
    const b = backend();
    const login = b.login({ email: "elev@skolmedia.test", password: DEMO_PASSWORD });
    if (!login.ok) throw new Error("login failed");
    expect(b.getMe(login.value.accessToken).ok).toBe(true);
    expect(b.getMe(null).ok).toBe(false);
    expect(b.getMe("garbage").ok).toBe(false);
  });
});
