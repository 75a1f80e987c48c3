import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { RouteName } from "../../src/domain/routing/route-patterns";

/**
 * The chunk vite.config.ts puts the public pages in (its codeSplitting group "public-pages"): the
 * app start pages and CMS pages with their blocks, one file.
 */
export const PUBLIC_PAGES_CHUNK = "public-pages";

/**
 * What the routes whose HTML preloads its page (page-preloads.ts) load first: the public pages' chunk
 * and the translation namespaces the route table fetches with it (src/ui/app/route-table.ts), in
 * Swedish (the web app starts in Swedish, SPEC §1). Each is a source module or a chunk name of the
 * build's manifest (vite.config.ts `build.manifest`), which turns them into the files to preload. A
 * renamed file only loses its preload; page-modules.test.ts holds this list to the build's config.
 */
const APP_START = [PUBLIC_PAGES_CHUNK, "src/ui/cms/i18n/sv.json"];
const CMS_PAGE = [PUBLIC_PAGES_CHUNK, "src/ui/cms/i18n/sv.json", "src/ui/i18n/validation/sv.json"];
export const PAGE_MODULES: Partial<Record<RouteName, readonly string[]>> = {
  home: APP_START,
  landingPlay: APP_START,
  resellerHome: APP_START,
  appStart: APP_START,
  page: CMS_PAGE,
  promo: CMS_PAGE,
};

/** Vite's build manifest: per source module, its chunk file and the chunks it imports statically. */
export type BuildManifest = Readonly<
  Record<string, { readonly file: string; readonly name?: string; readonly imports?: readonly string[]; readonly isEntry?: boolean }>
>;

/** The chunk files a route's page needs beyond what index.html already loads, in import order. */
export function pageModuleFiles(manifest: BuildManifest, route: RouteName): string[] {
  const sources = PAGE_MODULES[route];
  if (sources === undefined) return [];
  const loaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const entry = manifest[key] ?? Object.values(manifest).find((candidate) => candidate.name === key);
    if (entry === undefined || into.has(entry.file)) return;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) collect(imported, into);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) collect(key, loaded);
  const files = new Set<string>();
  for (const source of sources) collect(source, files);
  return [...files].filter((file) => !loaded.has(file));
}

let cached: { path: string; mtimeMs: number; manifest: BuildManifest | null } | null = null;

/** dist/.vite/manifest.json, read again only when the build changes it; null without one. */
export function readBuildManifest(distDir: string): BuildManifest | null {
  const path = join(distDir, ".vite", "manifest.json");
  if (!existsSync(path)) return null;
  const { mtimeMs } = statSync(path);
  if (cached?.path === path && cached.mtimeMs === mtimeMs) return cached.manifest;
  let manifest: BuildManifest | null = null;
  try {
    manifest = JSON.parse(readFileSync(path, "utf8")) as BuildManifest;
  } catch {
    // A build being written: no preloads this time.
  }
  cached = { path, mtimeMs, manifest };
  return manifest;
}
