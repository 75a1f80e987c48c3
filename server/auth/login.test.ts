import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/demo-accounts.seed";
import { claimsOf } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ACCESS_TOKEN_SECONDS } from "./access-token";

// SPEC §3 claims plus iat and jti (a unique token id: one token, one session).
const CLAIM_KEYS = ["exp", "iat", "isActive", "jti", "license", "profiles", "resellerSlug", "role", "searchScope", "sub", "yearOfBirth"];

describe("POST /api-token-auth", () => {
  let t: TestApp;
  const login = (payload: Record<string, unknown>) => t.app.inject({ method: "POST", url: "/api-token-auth", payload });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("returns a token pair whose access token carries exactly the SPEC §3 claims", async () => {
    const response = await login({ email: "larare@skolmedia.test", password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { accessToken, refreshToken } = response.json();
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = claimsOf(accessToken);
    expect(Object.keys(claims).sort()).toEqual(CLAIM_KEYS);
    expect(claims).toMatchObject({
      role: "TEACHER",
      isActive: true,
      yearOfBirth: 1984,
      resellerSlug: "member",
      license: 8,
      searchScope: 1,
    });
    expect(claims.sub).toEqual(expect.stringMatching(/^\d+$/));
    expect(claims.profiles).toEqual([{ id: expect.any(Number), name: "Lena Lärare", isActive: true, lastUsed: null }]);
    expect((claims.exp as number) - (claims.iat as number)).toBe(ACCESS_TOKEN_SECONDS);
    expect(ACCESS_TOKEN_SECONDS).toBeLessThanOrEqual(15 * 60);
  });

  it("accepts the e-mail in any letter case", async () => {
    const response = await login({ email: "Elev@SkolMedia.TEST", password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(claimsOf(response.json().accessToken)).toMatchObject({ role: "STUDENT", yearOfBirth: 2012, license: 2 });
  });

  it("logs in an inactive account with isActive false (the app sends it to activation, SPEC §4)", async () => {
    const response = await login({ email: "inaktiv@skolmedia.test", password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(claimsOf(response.json().accessToken).isActive).toBe(false);
  });

  it("gives a wrong password and an unknown e-mail the same answer", async () => {
    const wrongPassword = await login({ email: "admin@skolmedia.test", password: "Fel-losenord-1" });
    const unknownEmail = await login({ email: "ingen.alls@skolmedia.test", password: "Fel-losenord-1" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.json().code).toBe("AUTH.INVALID_CREDENTIALS");
    expect(Object.keys(unknownEmail.headers).sort()).toEqual(Object.keys(wrongPassword.headers).sort());
  });

  it("takes similar time for an unknown e-mail and a wrong password (a dummy hash is verified)", async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await login({ email, password: "Fel-losenord-2" });
      return performance.now() - started;
    };
    await time("profiler@skolmedia.test"); // warm-up
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await time("profiler@skolmedia.test"));
      unknown.push(await time(`saknas${i}@skolmedia.test`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    // Without the dummy hash an unknown e-mail answers in about a millisecond.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it("refuses a body with both password and code", async () => {
    const response = await login({ email: "larare@skolmedia.test", password: DEMO_PASSWORD, code: "123456" });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("REQUEST.VALIDATION");
  });
});

describe("e-mail passcode login", () => {
  let t: TestApp;
  // The code is mailed after the answer (same timing for unknown e-mails): wait for that work.
  const send = async (email: string) => {
    const response = await t.app.inject({ method: "POST", url: "/v1/me/send-email-passcode", payload: { email } });
    await t.app.whenIdle();
    return response;
  };
  const login = (email: string, code: string) => t.app.inject({ method: "POST", url: "/api-token-auth", payload: { email, code } });
  const lastCode = async (to: string) => {
    const [mail] = (await t.mailer.list()).filter((entry) => entry.to === to);
    return /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
  };
  beforeAll(async () => {
    // Generous login limits: these tests are about the code's own rules (rate limits: rate-limit.test.ts).
    const generous = { max: 100, windowMs: 60_000 };
    t = await createTestApp({ loginLimits: { account: generous, address: generous, passcodeSend: generous } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("mails a 6-digit code that logs the user in once", async () => {
    expect((await send("elev@skolmedia.test")).statusCode).toBe(204);
    const code = await lastCode("elev@skolmedia.test");
    expect(code).toMatch(/^\d{6}$/);
    const first = await login("elev@skolmedia.test", code);
    expect(first.statusCode).toBe(200);
    expect(claimsOf(first.json().accessToken).role).toBe("STUDENT");
    expect((await login("elev@skolmedia.test", code)).statusCode).toBe(401);
  });

  it("stores the code hashed, never in clear", async () => {
    await send("admin@skolmedia.test");
    const code = await lastCode("admin@skolmedia.test");
    const { rows } = await t.db.query<{ code_hash: string }>("SELECT code_hash FROM email_passcodes", []);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.code_hash.includes(code))).toBe(false);
  });

  it("answers 204 for an unknown e-mail and sends nothing", async () => {
    const before = (await t.mailer.list()).length;
    expect((await send("okand@skolmedia.test")).statusCode).toBe(204);
    expect((await t.mailer.list()).length).toBe(before);
  });

  it("stops accepting a code after 10 minutes", async () => {
    await send("larare@skolmedia.test");
    const code = await lastCode("larare@skolmedia.test");
    t.clock.advance(10 * 60_000 + 1000);
    const response = await login("larare@skolmedia.test", code);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("AUTH.INVALID_CREDENTIALS");
  });

  it("burns the code after 5 wrong attempts, even the right code fails then", async () => {
    await send("kampanj@skolmedia.test");
    const code = await lastCode("kampanj@skolmedia.test");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) expect((await login("kampanj@skolmedia.test", wrong)).statusCode).toBe(401);
    const response = await login("kampanj@skolmedia.test", code);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("AUTH.INVALID_CREDENTIALS");
  });
});
