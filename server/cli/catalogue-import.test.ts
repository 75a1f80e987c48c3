import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPgliteDatabase } from "../db/pglite.adapter";

const REPO_ROOT = join(import.meta.dirname, "..", "..");
const work = mkdtempSync(join(tmpdir(), "catalogue-import-"));
const dataDir = join(work, "pglite");

/** Runs `npm run catalogue:import -- FILE` the way npm does, on a PGlite folder of its own. */
function runCli(...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/cli/catalogue-import.ts", ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
    timeout: 90_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function file(name: string, lines: string[]): string {
  const path = join(work, name);
  writeFileSync(path, `${lines.join("\n")}\n`);
  return path;
}

async function storedTitles(): Promise<string[]> {
  const db = await createPgliteDatabase(dataDir);
  try {
    const { rows } = await db.query<{ title: string }>("SELECT title FROM products ORDER BY id");
    return rows.map((row) => row.title);
  } finally {
    await db.close();
  }
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("npm run catalogue:import", () => {
  it("exits 0 and loads every line of a good file", async () => {
    const good = file("good.ndjson", [
      '{"id": 1, "app": "play", "kind": "clip", "title": "Vad är demokrati?", "durationSeconds": 150}',
      '{"id": 2, "app": "lashornan", "kind": "ebook", "title": "Allt om vulkaner", "pageCount": 48}',
    ]);
    const run = runCli(good);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("2 product(s) loaded");
    expect(await storedTitles()).toEqual(["Vad är demokrati?", "Allt om vulkaner"]);
  }, 120_000);

  it("exits 1, names each bad line, and still loads the good ones", async () => {
    const mixed = file("mixed.ndjson", [
      '{"id": 2, "app": "lashornan", "kind": "ebook", "title": "Allt om vulkaner och jordbävningar", "pageCount": 64}',
      "{trasig rad",
      '{"id": 3, "app": "boka", "kind": "physical", "title": "Experimentlåda: Magnetism", "mediaFormat": "Experimentlåda"}',
      '{"id": 4, "app": "play", "kind": "podcast"}',
    ]);
    const run = runCli(mixed);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${mixed}:2: not valid JSON`);
    expect(run.stderr).toMatch(new RegExp(`${mixed}:4: title: `));
    expect(run.stdout).toContain("2 product(s) loaded");
    expect(await storedTitles()).toEqual(["Vad är demokrati?", "Allt om vulkaner och jordbävningar", "Experimentlåda: Magnetism"]);
  }, 120_000);

  it("exits 2 and loads nothing when the file cannot be read", () => {
    const run = runCli(join(work, "finns-inte.ndjson"));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("cannot read");
  });

  it("exits 2 with the usage when no file is given", () => {
    const run = runCli();
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("usage: npm run catalogue:import -- FILE.ndjson");
  });
});
