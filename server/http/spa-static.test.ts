import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { withNoindexMeta } from "./spa-static";

const INDEX =
  '<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Skolmedia</title></head><body><div id="root"></div></body></html>';

describe("withNoindexMeta", () => {
  it("adds the robots meta tag right after <head>", () => {
    expect(withNoindexMeta(INDEX)).toContain('<head>\n    <meta name="robots" content="noindex">');
  });

  it("leaves a page that already has a robots meta tag unchanged", () => {
    const html = '<html><head><meta name="robots" content="noindex"></head></html>';
    expect(withNoindexMeta(html)).toBe(html);
  });

  it("always yields exactly one robots meta tag, whatever the page (idempotent)", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (body, withHead) => {
        const html = withHead ? `<html><head lang="sv">${body.replace(/</g, "")}</head></html>` : body.replace(/</g, "");
        const once = withNoindexMeta(html);
        expect(withNoindexMeta(once)).toBe(once);
        expect(once.match(/<meta name="robots"/g)).toHaveLength(1);
      }),
    );
  });
});

describe("serving the web app and media", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "skolmedia-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), INDEX);
    writeFileSync(join(dist, "assets", "app.js"), "console.log('app');");
    writeFileSync(join(dist, "assets", "app.js.br"), brotliCompressSync("console.log('app');"));
    t = await createTestApp({ config: { distDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("falls back to index.html for app routes, with the noindex meta tag and header", async () => {
    for (const url of ["/", "/member/play", "/member/play/products/123-en-film?preview=true", "/profiles?next=%2Fmember%2Fplay"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["x-robots-tag"]).toBe("noindex");
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("never serves a raw HTML file without the tag, even when asked by name", async () => {
    const response = await t.app.inject({ method: "GET", url: "/index.html" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it("serves built assets as files", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/app.js" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("console.log('app');");
    expect(response.headers["x-robots-tag"]).toBeUndefined();
  });

  it("serves content-named assets pre-compressed and cacheable for a year", async () => {
    const brotli = await t.app.inject({ method: "GET", url: "/assets/app.js", headers: { "accept-encoding": "br, gzip" } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe("console.log('app');");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const plain = await t.app.inject({ method: "GET", url: "/assets/app.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('app');");
  });

  it("does not fall back for API paths or missing files: JSON 404 instead", async () => {
    for (const url of ["/v1/unknown", "/api-token-nothing", "/auth/unknown", "/media/none.mpd", "/assets/missing.js"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code, url).toBe("REQUEST.NOT_FOUND");
    }
  });

  it("does not fall back for POST to an unknown path", async () => {
    const response = await t.app.inject({ method: "POST", url: "/member/play", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("REQUEST.NOT_FOUND");
  });

  it("lists the mail outbox at /dev/outbox outside production, escaped and noindexed", async () => {
    await t.mailer.send({ to: "larare@skolmedia.test", subject: "<script>alert(1)</script>", text: "Hej & välkommen" });
    const response = await t.app.inject({ method: "GET", url: "/dev/outbox" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    expect(response.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(response.body).not.toContain("<script>alert(1)");
    expect(response.body).toContain("Hej &amp; välkommen");
  });
});

describe("production mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { production: true } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("has no /dev/outbox", async () => {
    const response = await t.app.inject({ method: "GET", url: "/dev/outbox" });
    expect(response.statusCode).toBe(404);
  });
});

describe("sample media under /media/", () => {
  let t: TestApp;
  let media: string;
  beforeAll(async () => {
    media = mkdtempSync(join(tmpdir(), "skolmedia-media-"));
    mkdirSync(join(media, "film"));
    writeFileSync(join(media, "film", "manifest.mpd"), "<MPD/>");
    writeFileSync(join(media, "film", "chunk-0-00001.m4s"), Buffer.from([0, 1, 2, 3]));
    writeFileSync(join(media, "film", "sv.vtt"), "WEBVTT\n");
    t = await createTestApp({ config: { mediaDir: media } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(media, { recursive: true, force: true });
  });

  it("serves DASH manifests, segments and subtitles with their media types", async () => {
    const cases = [
      ["/media/film/manifest.mpd", "application/dash+xml"],
      ["/media/film/chunk-0-00001.m4s", "video/iso.segment"],
      ["/media/film/sv.vtt", "text/vtt"],
    ] as const;
    for (const [url, type] of cases) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toContain(type);
    }
  });

  it("does not let a path escape the media folder", async () => {
    const response = await t.app.inject({ method: "GET", url: "/media/..%2f..%2fetc%2fpasswd" });
    expect(response.statusCode).toBe(404);
  });
});
