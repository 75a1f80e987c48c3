import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import helmet from "@fastify/helmet";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { helmetOptions, registerSecurityHeaders } from "./security-headers";

describe("security headers", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "skolmedia-dist-"));
    writeFileSync(
      join(dist, "index.html"),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    t = await createTestApp({ config: { distDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends the web app with a CSP that allows only same-origin scripts and no framing", async () => {
    const response = await t.app.inject({ method: "GET", url: "/member/sok" });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers["content-security-policy"]);
    const directives = Object.fromEntries(
      csp
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(" ")]),
    );
    expect(directives).toMatchObject({
      "default-src": "'self'",
      // SPEC §4/§9: the consented trackers' hosts, and no other.
      "script-src": "'self' https://www.googletagmanager.com https://connect.facebook.net",
      "style-src": "'self' 'unsafe-inline'",
      "img-src": "'self' data: https://*.google-analytics.com https://www.googletagmanager.com https://www.facebook.com",
      "media-src": "'self' blob:",
      "connect-src": "'self' https://*.google-analytics.com https://www.googletagmanager.com https://www.facebook.com",
      "frame-ancestors": "'none'",
      "base-uri": "'self'",
      "object-src": "'none'",
    });
    expect(response.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
    });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends them on API answers and errors too", async () => {
    for (const url of ["/v1/test", "/v1/me", "/v1/nothing-here"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
    }
  });
});

describe("security headers in production", () => {
  it("adds HSTS", async () => {
    const t = await createTestApp({ config: { production: true } });
    try {
      const response = await t.app.inject({ method: "GET", url: "/v1/test" });
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await t.close();
    }
  });
});

describe("security headers taken from helmet once", () => {
  for (const production of [false, true]) {
    it(`are exactly those @fastify/helmet sets on each request${production ? " (production)" : ""}`, async () => {
      const perRequest = Fastify();
      await perRequest.register(helmet, helmetOptions({ production }));
      perRequest.get("/", async () => ({ ok: true }));
      const once = Fastify();
      await registerSecurityHeaders(once, { production });
      once.get("/", async () => ({ ok: true }));
      try {
        const expected = (await perRequest.inject({ method: "GET", url: "/" })).headers;
        const actual = (await once.inject({ method: "GET", url: "/" })).headers;
        delete expected.date;
        delete actual.date;
        expect(actual).toEqual(expected);
        expect(Object.keys(actual)).toContain("content-security-policy");
      } finally {
        await perRequest.close();
        await once.close();
      }
    });
  }
});
