import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config/config";
import { PAGE_MODULES, PUBLIC_PAGES_CHUNK, pageModuleFiles, type BuildManifest } from "./page-modules";

// The shape of a build's manifest (vite.config.ts `build.manifest`), cut down.
const MANIFEST: BuildManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js", "_framework-1.js"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "_framework-1.js": { file: "assets/framework-1.js", imports: ["_react-1.js"] },
  "_public-pages-1.js": {
    file: "assets/public-pages-1.js",
    name: "public-pages",
    imports: ["index.html", "_react-1.js", "_slideshow-1.js"],
  },
  "_slideshow-1.js": { file: "assets/slideshow-1.js", imports: ["_react-1.js"] },
  "src/ui/cms/i18n/sv.json": { file: "assets/sv-cms.js" },
  "src/ui/i18n/validation/sv.json": { file: "assets/sv-validation.js" },
};

describe("pageModuleFiles: a route's page code beyond the first load", () => {
  it("follows the page chunk's imports and leaves out what index.html loads already", () => {
    expect(pageModuleFiles(MANIFEST, "home")).toEqual(["assets/public-pages-1.js", "assets/slideshow-1.js", "assets/sv-cms.js"]);
  });

  it("adds the validation texts of a CMS page (its form block's), and nothing for routes without a plan", () => {
    expect(pageModuleFiles(MANIFEST, "page")).toContain("assets/sv-validation.js");
    expect(pageModuleFiles(MANIFEST, "login")).toEqual([]);
  });
});

describe("the page modules the server names exist in the web app", () => {
  it("names the chunk group vite.config.ts makes and translation files the route table fetches", () => {
    expect(readFileSync(join(REPO_ROOT, "vite.config.ts"), "utf8")).toContain(`name: "${PUBLIC_PAGES_CHUNK}"`);
    const namespaces = readFileSync(join(REPO_ROOT, "src/ui/i18n/namespaces.ts"), "utf8");
    for (const source of new Set(Object.values(PAGE_MODULES).flat())) {
      if (source === PUBLIC_PAGES_CHUNK) continue;
      expect(existsSync(join(REPO_ROOT, source)), source).toBe(true);
      // namespaces.ts imports each lazy namespace's file relative to src/ui/i18n.
      const relative = source.replace(/^src\/ui\/i18n\//, "./").replace(/^src\/ui\//, "../");
      expect(namespaces, source).toContain(`import("${relative}")`);
    }
  });
});
