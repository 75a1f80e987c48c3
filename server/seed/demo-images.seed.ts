import { access, mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { IMAGE_FORMATS, IMAGE_WIDTHS, imageVariantFileName, type ImageFormat } from "../../src/domain/media/image-variants";
import { DEMO_IMAGES, type DemoImageScene } from "../../src/fixtures/demo-images";
import { SCENE_HEIGHT, SCENE_WIDTH, sceneSvg } from "./demo-image-scenes";

export interface ImageGenerationReport {
  written: number;
  skipped: number;
  milliseconds: number;
}

// Small files for a school's weak network. AVIF at its quickest effort: half the start time of effort 2
// on two cores for about 10 % larger files.
const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 0 }),
  webp: (image) => image.webp({ quality: 72, effort: 3 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

/**
 * Writes every demo picture (src/fixtures/demo-images.ts) in each width and format of
 * src/domain/media/image-variants.ts into `dir` (IMAGE_DIR), served at /images/ (issue 8 "Data":
 * real small images, WebP/AVIF with JPEG fallback). Idempotent: a file that exists is kept, so only
 * the first start pays. Each file is written beside its name and renamed, so a reader (or a second
 * server sharing the folder) never sees half a file. Runs when the server starts, never in tests' seeding.
 */
export async function ensureDemoImages(dir: string, scenes: readonly DemoImageScene[] = DEMO_IMAGES): Promise<ImageGenerationReport> {
  const started = performance.now();
  await mkdir(dir, { recursive: true });
  const results = await Promise.all(scenes.map((scene) => ensureScene(dir, scene)));
  return {
    written: results.reduce((sum, result) => sum + result.written, 0),
    skipped: results.reduce((sum, result) => sum + result.skipped, 0),
    milliseconds: Math.round(performance.now() - started),
  };
}

async function ensureScene(dir: string, scene: DemoImageScene): Promise<{ written: number; skipped: number }> {
  const wanted = IMAGE_WIDTHS.flatMap((width) => IMAGE_FORMATS.map(({ format }) => ({ width, format })));
  const missing = (
    await Promise.all(wanted.map(async (variant) => ((await exists(join(dir, fileOf(scene, variant)))) ? null : variant)))
  ).filter((variant) => variant !== null);
  if (missing.length === 0) return { written: 0, skipped: wanted.length };
  // Drawn once per scene at full size; every variant is a resize of that one bitmap.
  const base = await sharp(Buffer.from(sceneSvg(scene)))
    .resize(SCENE_WIDTH, SCENE_HEIGHT)
    .png()
    .toBuffer();
  for (const variant of missing) {
    const image = sharp(base).resize({ width: variant.width });
    const data = await ENCODERS[variant.format](image).toBuffer();
    const target = join(dir, fileOf(scene, variant));
    const partial = `${target}.${process.pid}.part`;
    await writeFile(partial, data);
    await rename(partial, target);
  }
  return { written: missing.length, skipped: wanted.length - missing.length };
}

function fileOf(scene: DemoImageScene, { width, format }: { width: number; format: ImageFormat }): string {
  return imageVariantFileName(scene.key, width, format);
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
