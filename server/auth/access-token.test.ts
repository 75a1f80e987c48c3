import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/demo-accounts.seed";
import { ManualClock } from "../shared/clock";
import { bearer } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";
import { AccessTokenService } from "./access-token";
import { deriveKey } from "./jwt-secret";

const SECRET = "a-test-secret-of-more-than-32-bytes-0123456789";
const CLAIMS = { role: "ADMIN", isActive: true, yearOfBirth: 1980, resellerSlug: "member", license: 8, profiles: [], searchScope: 1 };

describe("AccessTokenService.verify", () => {
  const clock = new ManualClock(new Date("2026-09-01T08:00:00Z"));
  const key = deriveKey(SECRET, "access-token-hs256");
  const service = new AccessTokenService(key, clock);
  const now = Math.floor(clock.now().getTime() / 1000);
  const signed = (options: { key?: Uint8Array; alg?: string; typ?: string; iat?: number | null; exp?: number | null } = {}) => {
    let jwt = new SignJWT(CLAIMS).setProtectedHeader({ alg: options.alg ?? "HS256", typ: options.typ ?? "JWT" }).setSubject("2");
    if (options.iat !== null) jwt = jwt.setIssuedAt(options.iat ?? now);
    if (options.exp !== null) jwt = jwt.setExpirationTime(options.exp ?? now + 600);
    return jwt.sign(options.key ?? key);
  };

  it("accepts its own tokens", async () => {
    const token = await service.sign({ sub: "2", ...CLAIMS } as never);
    expect(await service.verify(token)).toMatchObject({ ok: true, claims: { sub: "2", role: "ADMIN" } });
    expect((await service.verify(await signed())).ok).toBe(true);
  });

  it("gives two tokens signed for the same claims in the same second different values (one token, one session)", async () => {
    const first = await service.sign({ sub: "2", ...CLAIMS } as never);
    const second = await service.sign({ sub: "2", ...CLAIMS } as never);
    expect(second).not.toBe(first);
    expect((await service.verify(second)).ok).toBe(true);
  });

  it("refuses a token signed with the raw secret instead of the derived key", async () => {
    expect(await service.verify(await signed({ key: new TextEncoder().encode(SECRET) }))).toEqual({ ok: false, reason: "invalid" });
  });

  it("keeps the JWT key and the passcode HMAC key apart", () => {
    expect(Buffer.from(deriveKey(SECRET, "access-token-hs256")).equals(Buffer.from(deriveKey(SECRET, "passcode-hmac")))).toBe(false);
    expect(deriveKey(SECRET, "passcode-hmac")).toHaveLength(32);
  });

  it("refuses alg none and HS512", async () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const none = `${b64({ alg: "none", typ: "JWT" })}.${b64({ ...CLAIMS, sub: "2", iat: now, exp: now + 600 })}.`;
    expect((await service.verify(none)).ok).toBe(false);
    expect((await service.verify(await signed({ alg: "HS512" }))).ok).toBe(false);
  });

  it("refuses a token without exp or iat, with another typ, issued in the future or living longer than 15 minutes", async () => {
    const cases = {
      noExp: await signed({ exp: null }),
      noIat: await signed({ iat: null }),
      otherTyp: await signed({ typ: "at+jwt" }),
      futureIat: await signed({ iat: now + 86_400, exp: now + 86_400 + 600 }),
      longLived: await signed({ iat: now - 16 * 60, exp: now + 86_400 * 365 }),
    };
    for (const [name, token] of Object.entries(cases)) expect((await service.verify(token)).ok, name).toBe(false);
  });

  it("reports an expired token as expired", async () => {
    expect(await service.verify(await signed({ iat: now - 2000, exp: now - 1000 }))).toEqual({ ok: false, reason: "expired" });
  });
});

describe("token answers in the app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("does not accept a token forged with the secret read from app_settings", async () => {
    const { rows } = await t.db.query<{ value: string }>("SELECT value FROM app_settings WHERE key = 'jwt_secret'", []);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const forged = await new SignJWT(CLAIMS)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject("1")
      .setIssuedAt(now)
      .setExpirationTime(now + 900)
      .sign(new TextEncoder().encode(rows[0]!.value));
    expect((await t.app.inject({ method: "GET", url: "/v1/me", headers: bearer(forged) })).statusCode).toBe(401);
  });

  it("marks login, refresh, verify and change-profile answers (and their errors) Cache-Control: no-store", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api-token-auth",
      payload: { email: "profiler@skolmedia.test", password: DEMO_PASSWORD },
    });
    const { accessToken, refreshToken } = login.json();
    const answers = {
      login,
      wrongLogin: await t.app.inject({
        method: "POST",
        url: "/api-token-auth",
        payload: { email: "profiler@skolmedia.test", password: "Fel-1234" },
      }),
      verify: await t.app.inject({ method: "POST", url: "/api-token-verify", payload: { token: accessToken } }),
      changeProfile: await t.app.inject({ method: "POST", url: "/v1/me/change-profile/999999", headers: bearer(accessToken) }),
      refresh: await t.app.inject({ method: "POST", url: "/api-token-refresh", payload: { refreshToken } }),
    };
    for (const [name, response] of Object.entries(answers)) expect(response.headers["cache-control"], name).toBe("no-store");
    expect(answers.refresh.statusCode).toBe(200);
  });
});

describe("AccessTokenService.verify on a token it has verified before (the verified-token cache)", () => {
  const key = deriveKey(SECRET, "access-token-hs256");
  const CLAIMS_OF_SUB_2 = { sub: "2", ...CLAIMS } as never;

  it("answers the same claims again, as a frozen object no request can change for the next", async () => {
    const service = new AccessTokenService(key, new ManualClock(new Date("2026-09-01T08:00:00Z")));
    const token = await service.sign(CLAIMS_OF_SUB_2);
    const first = await service.verify(token);
    const second = await service.verify(token);
    expect(second).toEqual(first);
    expect(second.ok && Object.isFrozen(second.claims) && Object.isFrozen(second.claims.profiles)).toBe(true);
  });

  it("still refuses it once expired, and when the clock is before its iat", async () => {
    const clock = new ManualClock(new Date("2026-09-01T08:00:00Z"));
    const service = new AccessTokenService(key, clock);
    const token = await service.sign(CLAIMS_OF_SUB_2);
    expect((await service.verify(token)).ok).toBe(true);
    clock.advance(-1000);
    expect((await service.verify(token)).ok).toBe(false);
    clock.advance(1000 + 15 * 60_000 - 1000);
    expect((await service.verify(token)).ok).toBe(true);
    clock.advance(1000);
    expect(await service.verify(token)).toEqual({ ok: false, reason: "expired" });
  });

  it("never accepts a token that differs from a verified one, even by its signature alone", async () => {
    const service = new AccessTokenService(key, new ManualClock(new Date("2026-09-01T08:00:00Z")));
    const token = await service.sign(CLAIMS_OF_SUB_2);
    expect((await service.verify(token)).ok).toBe(true);
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect((await service.verify(`${header}.${payload}.${flipped}`)).ok).toBe(false);
  });
});
