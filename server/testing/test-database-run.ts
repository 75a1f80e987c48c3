import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * One test run's database snapshots (issue 7 §2): made once per run, the first time a test file
 * asks for a database, then cloned for every file. tests/global-setup.ts starts the run and hands
 * it to the test files (`project.provide("testDatabaseRun")`); it ends it after the last file.
 */
export interface TestDatabaseRun {
  /** In every PostgreSQL database name of the run: base-36 start time (8 characters) and 6 random hex digits. */
  id: string;
  /** A folder for the run's PGlite snapshots (tarballs), removed at the end. */
  dir: string;
}

/** A run id: when it started, so leftovers of a killed run can be told by their age. */
export function newRunId(now = Date.now()): string {
  return `${now.toString(36).padStart(8, "0")}${randomBytes(3).toString("hex")}`;
}

const FOLDER_PREFIX = "skolmedia-test-db-";
/** A run's folder this old is a leftover of a run that was killed before its teardown. */
const LEFTOVER_AFTER_MS = 12 * 60 * 60_000;

/** A new run: its id and an empty snapshot folder (and the folders of runs killed long ago removed). */
export async function createTestDatabaseRun(now = Date.now()): Promise<TestDatabaseRun> {
  for (const name of await readdir(tmpdir()).catch(() => [] as string[])) {
    if (!name.startsWith(FOLDER_PREFIX)) continue;
    const folder = path.join(tmpdir(), name);
    const modified = await stat(folder).then(
      (info) => info.mtimeMs,
      () => now,
    );
    if (now - modified > LEFTOVER_AFTER_MS) await rm(folder, { recursive: true, force: true });
  }
  const dir = await mkdtemp(path.join(tmpdir(), FOLDER_PREFIX));
  return { id: newRunId(now), dir };
}

export async function removeTestDatabaseRunFolder(run: TestDatabaseRun): Promise<void> {
  await rm(run.dir, { recursive: true, force: true });
}

/** When the run that named a database started (from the id in its name), or null for a name of no run. */
export function runStartedAt(databaseName: string): number | null {
  const match = /^skolmedia_(?:t|tpl)_([0-9a-z]{8})[0-9a-f]{6}_/.exec(databaseName);
  return match?.[1] ? parseInt(match[1], 36) : null;
}

/**
 * The run this test file belongs to, or undefined outside vitest (the bench starts test apps in
 * plain node) and in configurations without the global setup (Pact): the caller then builds its
 * database the slow way.
 */
export async function currentTestDatabaseRun(): Promise<TestDatabaseRun | undefined> {
  if (!process.env.VITEST) return undefined;
  try {
    const { inject } = await import("vitest");
    return inject("testDatabaseRun");
  } catch {
    // A child process of a test inherits VITEST but is no vitest worker.
    return undefined;
  }
}
