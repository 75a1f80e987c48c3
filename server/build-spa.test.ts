import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { spaNeedsBuild } from "./build-spa";

describe("spaNeedsBuild", () => {
  const roots: string[] = [];
  const repo = () => {
    const root = mkdtempSync(join(tmpdir(), "skolmedia-build-"));
    roots.push(root);
    mkdirSync(join(root, "src"));
    writeFileSync(join(root, "index.html"), "<html></html>");
    writeFileSync(join(root, "src", "main.tsx"), "export {}");
    return root;
  };
  const setTime = (path: string, seconds: number) => utimesSync(path, seconds, seconds);
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it("builds when dist/index.html is missing", () => {
    const root = repo();
    expect(spaNeedsBuild(root, join(root, "dist"))).toBe(true);
  });

  it("does not build when the build is newer than every source", () => {
    const root = repo();
    mkdirSync(join(root, "dist"));
    writeFileSync(join(root, "dist", "index.html"), "<html></html>");
    for (const path of [join(root, "src", "main.tsx"), join(root, "src"), join(root, "index.html")]) setTime(path, 1_000);
    setTime(join(root, "dist", "index.html"), 2_000);
    expect(spaNeedsBuild(root, join(root, "dist"))).toBe(false);
  });

  it("builds again when a source file changed after the build", () => {
    const root = repo();
    mkdirSync(join(root, "dist"));
    writeFileSync(join(root, "dist", "index.html"), "<html></html>");
    for (const path of [join(root, "src"), join(root, "index.html")]) setTime(path, 1_000);
    setTime(join(root, "dist", "index.html"), 2_000);
    setTime(join(root, "src", "main.tsx"), 3_000);
    expect(spaNeedsBuild(root, join(root, "dist"))).toBe(true);
  });
});
