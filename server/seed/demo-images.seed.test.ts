import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageVariants } from "../../src/domain/media/image-variants";
import { DEMO_IMAGES, demoImageUrl } from "../../src/fixtures/demo-images";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ensureDemoImages } from "./demo-images.seed";

// One scene keeps this quick; every scene is drawn the same way (server start draws them all).
const SCENE = DEMO_IMAGES[0];

describe("the demo pictures (issue 8: real small images, WebP/AVIF with JPEG fallback)", () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "skolmedia-images-"));
    await ensureDemoImages(dir, [SCENE]);
    t = await createTestApp({ config: { imageDir: dir } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes every srcset candidate the web app will ask for, each a real picture of its width", async () => {
    const candidates = imageVariants(demoImageUrl(SCENE.key))?.flatMap((set) => set.candidates) ?? [];
    expect(candidates).toHaveLength(9);
    for (const candidate of candidates) {
      const file = join(dir, candidate.url.replace("/images/", ""));
      const meta = await sharp(file).metadata();
      expect(meta.width, candidate.url).toBe(candidate.width);
      expect(statSync(file).size, candidate.url).toBeLessThan(150_000);
    }
    expect(readdirSync(dir).some((name) => name.endsWith(".part"))).toBe(false);
  });

  it("writes nothing on a second run", async () => {
    expect(await ensureDemoImages(dir, [SCENE])).toMatchObject({ written: 0, skipped: 9 });
  });

  it("serves them at /images/ with their type and a long cache", async () => {
    const response = await t.app.inject({ method: "GET", url: `/images/${SCENE.key}-480.avif` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/avif");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers a missing picture 404, never the web app", async () => {
    const response = await t.app.inject({ method: "GET", url: "/images/finns-inte-1440.jpg" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
  });
});
