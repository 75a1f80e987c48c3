import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Database } from "./database.port";

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_-]+\.sql$/;
/** One cluster-wide lock: parallel test schemas and several API instances migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_254_001;

export interface MigrationResult {
  applied: string[];
  skipped: string[];
}

/**
 * Applies `NNN_name.sql` files in order, each in its own transaction, recording them in
 * `schema_migrations` of the current schema. Running it again applies nothing (idempotent).
 */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<MigrationResult> {
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  const result: MigrationResult = { applied: [], skipped: [] };
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    await tx.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
      [],
    );
  });
  for (const file of files) {
    const sql = await readFile(`${dir}/${file}`, "utf8");
    const applied = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
      const done = await tx.query("SELECT 1 FROM schema_migrations WHERE version = $1", [file]);
      if (done.rows.length > 0) return false;
      await tx.query(sql);
      await tx.query("INSERT INTO schema_migrations (version) VALUES ($1)", [file]);
      return true;
    });
    (applied ? result.applied : result.skipped).push(file);
  }
  return result;
}
