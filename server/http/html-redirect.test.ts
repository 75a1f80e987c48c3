import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../src/fixtures/demo-accounts";
import { loginAs } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ACCESS_TOKEN_COOKIE } from "./html-redirect";

const INDEX = '<!doctype html><html lang="sv"><head><title>Skolmedia</title></head><body><div id="root"></div></body></html>';

// SPEC §2 "Routing behaviour", on the server for HTML requests (ARCHITECTURE §6).
describe("the reseller redirects of an HTML request", () => {
  let t: TestApp;
  let dist: string;
  let teacherToken: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "skolmedia-dist-"));
    writeFileSync(join(dist, "index.html"), INDEX);
    t = await createTestApp({ config: { distDir: dist } });
    // The teacher's token says reseller member.
    expect(DEMO_ACCOUNTS.teacher.resellerSlug).toBe("member");
    teacherToken = (await loginAs(t.app, DEMO_ACCOUNTS.teacher.email)).accessToken;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
  const signedIn = (url: string, headers: Record<string, string> = {}) =>
    page(url, { cookie: `${ACCESS_TOKEN_COOKIE}=${teacherToken}; consent_member=x`, ...headers });

  it("sends a logged-in user on another reseller's path to the same path, query kept, with the token's reseller", async () => {
    const answer = await signedIn("/sli/play/search?q=hav&page=2");
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe("/member/play/search?q=hav&page=2");
    // It depends on the cookie and the user agent: nobody may cache it.
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers.vary).toBe("Cookie, User-Agent");
  });

  it("serves the page when the path's reseller is the token's", async () => {
    const answer = await signedIn("/member/play");
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<meta name="robots" content="noindex">');
  });

  it("does not redirect on the bare reseller page", async () => {
    expect((await signedIn("/sli")).statusCode).toBe(200);
  });

  it("sends a logged-in user without a reseller in the path to /{reseller}/play", async () => {
    for (const url of ["/", "/play", "/?utm=x"]) {
      const answer = await signedIn(url);
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location, url).toBe("/member/play");
    }
  });

  it("does not redirect promotion and campaign pages (they have no reseller)", async () => {
    for (const url of ["/promo/sommarlov", "/campaign/KOD123", "/profiles", "/sso-error/abcdef123456"]) {
      expect((await signedIn(url)).statusCode, url).toBe(200);
    }
  });

  it("lets bots skip both redirects, whatever the case of their name", async () => {
    const bots = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0)",
      "facebookexternalhit/1.1",
      "Twitterbot/1.0",
      "Slackbot-LinkExpanding 1.0",
      "Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1)",
      "GOOGLEBOT",
    ];
    for (const agent of bots) {
      expect((await signedIn("/sli/play", { "user-agent": agent })).statusCode, agent).toBe(200);
      expect((await signedIn("/", { "user-agent": agent })).statusCode, agent).toBe(200);
    }
  });

  it("treats a visitor, and a token it did not sign or that expired, as not logged in", async () => {
    expect((await page("/sli/play")).statusCode).toBe(200);
    expect((await page("/")).statusCode).toBe(200);
    const forged = await new SignJWT({ role: "TEACHER", isActive: true, resellerSlug: "member" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject("2")
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode("not the server's key, not the server's key"));
    expect((await page("/sli/play", { cookie: `${ACCESS_TOKEN_COOKIE}=${forged}` })).statusCode).toBe(200);
    expect((await page("/", { cookie: `${ACCESS_TOKEN_COOKIE}=garbage` })).statusCode).toBe(200);

    t.clock.advance(16 * 60 * 1000);
    try {
      expect((await signedIn("/sli/play")).statusCode).toBe(200);
    } finally {
      t.clock.advance(-16 * 60 * 1000);
    }
  });

  it("never sends anyone off the site, whatever the path", async () => {
    for (const url of ["//evil.example/play", "/%2F%2Fevil.example/play", "/sli//evil.example", "/sli/%0d%0aSet-Cookie:x=1"]) {
      const answer = await signedIn(url);
      const location = answer.headers.location;
      if (typeof location === "string") {
        expect(location, url).toMatch(/^\/member\//);
        expect(location, url).not.toMatch(/[\r\n]/);
      }
    }
  });

  it("leaves API and file requests alone", async () => {
    expect((await signedIn("/v1/config/sli")).statusCode).toBe(200);
    expect((await signedIn("/sli/assets/app.js")).statusCode).toBe(404);
  });
});
