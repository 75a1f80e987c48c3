import type { Database } from "../db/database.port";
import { migrate } from "../db/migrate";
import { openPgliteTestDatabase, openPostgresTestDatabase, type TestDatabase } from "../testing/test-app";

export interface MigratedTestDatabase {
  db: Database;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  open(): Promise<MigratedTestDatabase>;
}

async function migrated(opening: Promise<TestDatabase>): Promise<MigratedTestDatabase> {
  const test = await opening;
  await migrate(test.db);
  return test;
}

/**
 * The databases the catalogue tests run on: PGlite always, and the real PostgreSQL server too when
 * DATABASE_URL is set (ARCHITECTURE §5: the same SQL runs on both).
 */
export function catalogueTestDatabases(): TestDatabaseKind[] {
  const url = process.env.DATABASE_URL;
  const kinds: TestDatabaseKind[] = [{ name: "pglite", open: () => migrated(openPgliteTestDatabase()) }];
  if (url) kinds.push({ name: "postgres", open: () => migrated(openPostgresTestDatabase(url)) });
  return kinds;
}
