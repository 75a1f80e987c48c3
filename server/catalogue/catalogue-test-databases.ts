import { randomBytes } from "node:crypto";
import type { Database } from "../db/database.port";
import { migrate } from "../db/migrate";
import { createPgliteDatabase } from "../db/pglite.adapter";
import { createPostgresDatabase, quoteIdent } from "../db/postgres.adapter";

export interface MigratedTestDatabase {
  db: Database;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  open(): Promise<MigratedTestDatabase>;
}

async function openPglite(): Promise<MigratedTestDatabase> {
  const db = await createPgliteDatabase();
  await migrate(db);
  return { db, drop: () => db.close() };
}

/** A fresh schema per call on the real server, dropped afterwards, so test files run side by side. */
async function openPostgres(url: string): Promise<MigratedTestDatabase> {
  const schema = `catalogue_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = createPostgresDatabase({ connectionString: url, max: 1 });
  await admin.exec(`CREATE SCHEMA ${quoteIdent(schema)}`);
  const db = createPostgresDatabase({ connectionString: url, schema, max: 4 });
  await migrate(db);
  return {
    db,
    async drop() {
      await db.close();
      await admin.exec(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await admin.close();
    },
  };
}

/**
 * The databases the catalogue tests run on: PGlite always, and the real PostgreSQL server too when
 * DATABASE_URL is set (ARCHITECTURE §5: the same SQL runs on both).
 */
export function catalogueTestDatabases(): TestDatabaseKind[] {
  const url = process.env.DATABASE_URL;
  const kinds: TestDatabaseKind[] = [{ name: "pglite", open: openPglite }];
  if (url) kinds.push({ name: "postgres", open: () => openPostgres(url) });
  return kinds;
}
