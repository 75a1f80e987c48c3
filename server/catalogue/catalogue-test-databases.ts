import type { Database } from "../db/database.port";
import { openTestDatabase } from "../testing/test-database";

export interface MigratedTestDatabase {
  db: Database;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  open(): Promise<MigratedTestDatabase>;
}

/**
 * The databases the catalogue tests run on, migrated (clones of the run's snapshot): PGlite always,
 * and the real PostgreSQL server too when DATABASE_URL is set (ARCHITECTURE §5: the same SQL runs on both).
 */
export function catalogueTestDatabases(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: "pglite", open: () => openTestDatabase({ state: "migrated", on: "pglite" }) }];
  if (process.env.DATABASE_URL?.trim())
    kinds.push({ name: "postgres", open: () => openTestDatabase({ state: "migrated", on: "postgres" }) });
  return kinds;
}
