import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../src/fixtures/demo-accounts";
import { createTestApp, type TestApp } from "../testing/test-app";
import { loadConfig, productionConfigProblems } from "./config";

const FIFTEEN_MINUTES = 15 * 60_000;
const production = { NODE_ENV: "production", SMTP_URL: "smtp://mail.example", JWT_SECRET: "x".repeat(32) };

describe("LOGIN_LIMIT_* settings", () => {
  it("default to 5 failures per account, 20 per address, 5 passcode e-mails per e-mail and 20 per address, each in 15 minutes", () => {
    expect(loadConfig({}).loginLimits).toEqual({
      account: { max: 5, windowMs: FIFTEEN_MINUTES },
      address: { max: 20, windowMs: FIFTEEN_MINUTES },
      passcodeSend: { max: 5, windowMs: FIFTEEN_MINUTES },
      passcodeSendAddress: { max: 20, windowMs: FIFTEEN_MINUTES },
    });
  });

  it("set how many attempts a counter allows; the window stays", () => {
    const limits = loadConfig({
      LOGIN_LIMIT_ACCOUNT: "100",
      LOGIN_LIMIT_ADDRESS: " 1000 ",
      LOGIN_LIMIT_PASSCODE: "50",
      LOGIN_LIMIT_PASSCODE_ADDRESS: "",
    }).loginLimits;
    expect(limits.account).toEqual({ max: 100, windowMs: FIFTEEN_MINUTES });
    expect(limits.address.max).toBe(1000);
    expect(limits.passcodeSend.max).toBe(50);
    expect(limits.passcodeSendAddress.max).toBe(20);
  });

  it("fail the start on a value that is no whole number of at least 1", () => {
    for (const value of ["0", "-3", "2.5", "many", "1e3"])
      expect(() => loadConfig({ LOGIN_LIMIT_ADDRESS: value }), value).toThrow(`LOGIN_LIMIT_ADDRESS=${value}`);
  });

  it("refuse a production start that raises a limit, and allow one that lowers it", () => {
    expect(productionConfigProblems(loadConfig(production))).toEqual([]);
    expect(productionConfigProblems(loadConfig({ ...production, LOGIN_LIMIT_ACCOUNT: "3" }))).toEqual([]);
    const problems = productionConfigProblems(loadConfig({ ...production, LOGIN_LIMIT_ACCOUNT: "6", LOGIN_LIMIT_PASSCODE_ADDRESS: "500" }));
    expect(problems).toEqual([
      expect.stringContaining("LOGIN_LIMIT_ACCOUNT=6"),
      expect.stringContaining("LOGIN_LIMIT_PASSCODE_ADDRESS=500"),
    ]);
  });
});

describe("the login limits of the configuration", () => {
  let t: TestApp;
  const login = (password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api-token-auth",
      payload: { email: "admin@skolmedia.test", password },
      remoteAddress: "203.0.113.9",
    });
  beforeAll(async () => {
    t = await createTestApp({ config: { loginLimits: loadConfig({ LOGIN_LIMIT_ACCOUNT: "8" }).loginLimits } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("are the ones the app counts with", async () => {
    for (let i = 0; i < 8; i += 1) expect((await login("Fel-1234")).statusCode).toBe(401);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
