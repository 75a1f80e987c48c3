import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { REPO_ROOT } from "../../server/config/config";
import type { BenchRow } from "../report";
import { compositionOf } from "./chunk-composition";
import { initialAssetsOfHtml, staticImportsOfChunk } from "./initial-chunks";

const LARGEST_PARTS = 8;

const DIST = join(REPO_ROOT, "dist");
const KIB = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** dist-relative POSIX paths of everything index.html needs before the app starts, imports followed. */
function initialFiles(): string[] {
  const queue = initialAssetsOfHtml(readFileSync(join(DIST, "index.html"), "utf8")).map((src) => src.replace(/^\//, ""));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || !existsSync(join(DIST, file))) continue;
    seen.add(file);
    if (!file.endsWith(".js")) continue;
    for (const imported of staticImportsOfChunk(readFileSync(join(DIST, file), "utf8"))) {
      queue.push(posix.normalize(posix.join(posix.dirname(file), imported)));
    }
  }
  return [...seen];
}

const sizeOf = (files: readonly string[]) => files.reduce((sum, file) => sum + statSync(join(DIST, file)).size, 0);
// gzip level 9, as a static server or CDN would precompress.
const gzipOf = (files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length, 0);

/** The packages (and folders of ours) that make up the initial JS, largest first, from the source maps. */
function largestParts(files: readonly string[]): BenchRow[] {
  const total = new Map<string, number>();
  for (const file of files) {
    const mapFile = join(DIST, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    for (const [owner, size] of compositionOf(readFileSync(join(DIST, file), "utf8"), readFileSync(mapFile, "utf8"))) {
      total.set(owner, (total.get(owner) ?? 0) + size);
    }
  }
  const all = [...total.values()].reduce((sum, size) => sum + size, 0);
  return [...total]
    .sort(([, a], [, b]) => b - a)
    .slice(0, LARGEST_PARTS)
    .map(([owner, size]) => ({
      section: "web",
      name: `initial JS part: ${owner}`,
      value: size / KIB,
      unit: "KiB",
      detail: `${((100 * size) / all).toFixed(1)} % of initial JS (raw, from source maps)`,
    }));
}

/** Section 4: the size of what a first visit downloads, and of the whole build. */
export function benchBundle(): BenchRow[] {
  if (!existsSync(join(DIST, "index.html"))) {
    // Only when there is no build yet: a bench must not rebuild someone's fresh dist/.
    const build = spawnSync(process.execPath, [join(REPO_ROOT, "node_modules/vite/bin/vite.js"), "build"], {
      cwd: REPO_ROOT,
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("vite build failed");
  }
  const all = filesUnder(DIST).map((file) => relative(DIST, file).split("\\").join("/"));
  const initial = initialFiles();
  const initialJs = initial.filter((file) => file.endsWith(".js"));
  const initialCss = initial.filter((file) => file.endsWith(".css"));
  const lazyJs = all.filter((file) => file.endsWith(".js") && !initial.includes(file));
  const withoutMaps = all.filter((file) => !file.endsWith(".map"));
  const rows: BenchRow[] = [
    {
      section: "web",
      name: "initial JS (raw)",
      value: sizeOf(initialJs) / KIB,
      unit: "KiB",
      detail: `${initialJs.length} file(s): ${initialJs.join(", ")}`,
    },
    { section: "web", name: "initial JS (gzip -9)", value: gzipOf(initialJs) / KIB, unit: "KiB" },
  ];
  if (initialCss.length > 0)
    rows.push({
      section: "web",
      name: "initial CSS (gzip -9)",
      value: gzipOf(initialCss) / KIB,
      unit: "KiB",
      detail: `raw ${(sizeOf(initialCss) / KIB).toFixed(1)} KiB`,
    });
  rows.push(...largestParts(initialJs));
  rows.push(
    {
      section: "web",
      name: "lazy JS chunks (raw)",
      value: sizeOf(lazyJs) / KIB,
      unit: "KiB",
      detail: `${lazyJs.length} chunk(s), gzip ${(gzipOf(lazyJs) / KIB).toFixed(1)} KiB`,
    },
    {
      section: "web",
      name: "dist/ total without source maps",
      value: sizeOf(withoutMaps) / KIB,
      unit: "KiB",
      detail: `${withoutMaps.length} files; with maps ${(sizeOf(all) / KIB).toFixed(1)} KiB`,
    },
  );
  return rows;
}
