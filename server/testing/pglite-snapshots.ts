import { existsSync } from "node:fs";
import { open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createPgliteDatabase } from "../db/pglite.adapter";
import type { TestDatabaseRun } from "./test-database-run";
import { bringTo, type TestDatabaseState } from "./test-database-state";

/** In the order one database passes through them while the snapshots are made. */
const STATES: readonly TestDatabaseState[] = ["empty", "migrated", "seeded"];
const WAIT_MS = 100;
/** Making the snapshots takes seconds; a builder this late is taken as gone. */
const GIVE_UP_MS = 5 * 60_000;

const snapshotFile = (run: TestDatabaseRun, state: TestDatabaseState) => path.join(run.dir, `pglite-${state}.tar.gz`);
const lockFile = (run: TestDatabaseRun) => path.join(run.dir, "pglite.lock");

/** This process's snapshots, read once (a file that opens several databases reads the tarball once). */
const loaded = new Map<string, Promise<Blob>>();

/**
 * The PGlite data folder of a database in `state`, as a tarball to start a clone from. The first
 * test file of the run that asks makes all three (one boot, a dump after each step); the files that
 * ask meanwhile wait for it. A file lock in the run's folder decides who builds: the workers are
 * separate processes.
 */
export function pgliteSnapshot(run: TestDatabaseRun, state: TestDatabaseState): Promise<Blob> {
  const file = snapshotFile(run, state);
  let snapshot = loaded.get(file);
  if (!snapshot) {
    snapshot = readSnapshot(run, file);
    loaded.set(file, snapshot);
    snapshot.catch(() => loaded.delete(file));
  }
  return snapshot;
}

async function readSnapshot(run: TestDatabaseRun, file: string): Promise<Blob> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    if (existsSync(file)) return new Blob([await readFile(file)]);
    if (await tryLock(run)) {
      try {
        if (!existsSync(file)) await buildSnapshots(run);
      } finally {
        await rm(lockFile(run), { force: true });
      }
      continue;
    }
    if (Date.now() > deadline) throw new Error(`no PGlite test snapshot in ${run.dir} after ${GIVE_UP_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
}

/** Takes the build lock, or frees it when the process that held it has died (and tries again next round). */
async function tryLock(run: TestDatabaseRun): Promise<boolean> {
  try {
    const handle = await open(lockFile(run), "wx");
    await handle.writeFile(String(process.pid));
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(await readFile(lockFile(run), "utf8").catch(() => ""));
    if (holder > 0 && !alive(holder)) await rm(lockFile(run), { force: true });
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** One boot: empty → dump → migrate → dump → seed → dump. Each file appears whole (written aside, then renamed). */
async function buildSnapshots(run: TestDatabaseRun): Promise<void> {
  const db = await createPgliteDatabase();
  try {
    for (const state of STATES) {
      await bringTo(db, state);
      const file = snapshotFile(run, state);
      await writeFile(`${file}.part`, Buffer.from(await (await db.dump()).arrayBuffer()));
      await rename(`${file}.part`, file);
    }
  } finally {
    await db.close();
  }
}
