import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = ["src", "public", "index.html", "vite.config.ts", "package.json"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when dist/index.html is missing or older than any web app source. */
export function spaNeedsBuild(repoRoot: string, distDir: string): boolean {
  const built = join(distDir, "index.html");
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(repoRoot, source)) > builtAt);
}

/** Issue 2 §3: `npm start` builds the web app when needed (SKIP_BUILD=1 skips). */
export function buildSpaIfNeeded(repoRoot: string, distDir: string, log: (message: string) => void): void {
  if (!existsSync(join(repoRoot, "index.html"))) return log("no index.html at the repository root: web app build skipped");
  if (!spaNeedsBuild(repoRoot, distDir)) return;
  log("building the web app (vite build)…");
  // vite's own script with this node, so no shell and no npx lookup.
  const result = spawnSync(process.execPath, [join(repoRoot, "node_modules/vite/bin/vite.js"), "build", "--outDir", distDir], {
    cwd: repoRoot,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${String(result.status)}`);
}
