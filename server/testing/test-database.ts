import type { Database } from "../db/database.port";
import { createPgliteDatabase } from "../db/pglite.adapter";
import { pgliteSnapshot } from "./pglite-snapshots";
import { openPostgresTestDatabase } from "./postgres-test-databases";
import { currentTestDatabaseRun } from "./test-database-run";
import { bringTo, type TestDatabaseState } from "./test-database-state";

export type { TestDatabaseState } from "./test-database-state";

export interface TestDatabase {
  db: Database;
  /** Closes the database and, on a real server, drops it. */
  drop(): Promise<void>;
}

export interface OpenTestDatabaseOptions {
  /** What the database holds when the test gets it (default "empty"). */
  state?: TestDatabaseState;
  /** Default: the PostgreSQL server when DATABASE_URL is set, else in-memory PGlite. */
  on?: "pglite" | "postgres";
}

/**
 * A database of its own for a test file (issue 7 §2): a clone of the run's snapshot in `state`,
 * migrated and seeded once per run rather than once per file. PGlite starts from the snapshot's
 * data-folder tarball; on PostgreSQL it is a new database copied from the run's template. Outside
 * vitest (the bench) there is no run, and the database is built the slow way.
 */
export async function openTestDatabase(options: OpenTestDatabaseOptions = {}): Promise<TestDatabase> {
  const state = options.state ?? "empty";
  const url = process.env.DATABASE_URL?.trim();
  const on = options.on ?? (url ? "postgres" : "pglite");
  const run = await currentTestDatabaseRun();
  if (on === "postgres") {
    if (!url) throw new Error("a PostgreSQL test database needs DATABASE_URL");
    return openPostgresTestDatabase(url, state, run);
  }
  if (run) {
    const db = await createPgliteDatabase(undefined, { from: await pgliteSnapshot(run, state) });
    return { db, drop: () => db.close() };
  }
  const db = await createPgliteDatabase();
  try {
    await bringTo(db, state);
  } catch (error) {
    await db.close();
    throw error;
  }
  return { db, drop: () => db.close() };
}
