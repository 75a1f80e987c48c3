import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, productionConfigProblems } from "../config/config";
import { createTestApp, type TestApp } from "../testing/test-app";
import { isLoopback } from "./dev-outbox.route";

describe("/dev/outbox exposure", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.mailer.send({ to: "admin@skolmedia.test", subject: "Din inloggningskod till Skolmedia: 123456", text: "kod 123456" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows the outbox to a client on this machine", async () => {
    const response = await t.app.inject({ method: "GET", url: "/dev/outbox", remoteAddress: "127.0.0.1" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("123456");
  });

  it("answers 404 to a client on the network, so it cannot read someone's login code", async () => {
    const response = await t.app.inject({ method: "GET", url: "/dev/outbox", remoteAddress: "192.168.1.20" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("123456");
  });

  it("ignores a forged X-Forwarded-For claiming to be local", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/dev/outbox",
      remoteAddress: "203.0.113.9",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("/dev/outbox switched off", () => {
  it("is not registered when DEV_OUTBOX=0", async () => {
    const t = await createTestApp({ config: { devOutbox: false } });
    try {
      expect((await t.app.inject({ method: "GET", url: "/dev/outbox" })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe("development and production defaults", () => {
  it("treats 127.x and ::1 (also IPv4-mapped) as loopback and nothing else", () => {
    expect(["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"].map(isLoopback)).toEqual([true, true, true, true]);
    expect(["10.0.0.1", "::ffff:10.0.0.1", "0.0.0.0", "", undefined, "1270.0.0.1"].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("listens on 127.0.0.1 with the outbox on in development, on all interfaces without it in production", () => {
    expect(loadConfig({})).toMatchObject({ host: "127.0.0.1", devOutbox: true, production: false });
    expect(loadConfig({ DEV_OUTBOX: "0" }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", DEV_OUTBOX: "1" })).toMatchObject({ host: "0.0.0.0", devOutbox: false });
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("names SMTP_URL and JWT_SECRET as missing in production, nothing in development", () => {
    expect(productionConfigProblems(loadConfig({}))).toEqual([]);
    const problems = productionConfigProblems(loadConfig({ NODE_ENV: "production" }));
    expect(problems).toHaveLength(2);
    expect(problems.join(" ")).toMatch(/SMTP_URL.*JWT_SECRET/);
    const complete = loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example:587", JWT_SECRET: "x".repeat(40) });
    expect(productionConfigProblems(complete)).toEqual([]);
  });
});
