import type { Database } from "../../server/db/database.port";
import { migrate } from "../../server/db/migrate";
import { createPgliteDatabase } from "../../server/db/pglite.adapter";
import { seed } from "../../server/seed/seed";
import { openTestDatabase } from "../../server/testing/test-app";
import type { BenchRow } from "../report";
import { timed } from "../stats";

const MIB = 1024 * 1024;

/** Bytes of the tables (with their indexes and TOAST) in the schema the connection works in. */
async function schemaBytes(db: Database): Promise<number> {
  const { rows } = await db.query<{ bytes: number | string | null }>(
    `SELECT sum(pg_total_relation_size(c.oid))::bigint AS bytes
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'm') AND n.nspname = current_schema()`,
  );
  return Number(rows[0]?.bytes ?? 0);
}

async function productCount(db: Database): Promise<number> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*) AS n FROM products");
  return Number(rows[0]?.n ?? 0);
}

async function measure(label: string, open: () => Promise<{ db: Database; close: () => Promise<void> }>): Promise<BenchRow[]> {
  const opened = await timed(open);
  const { db, close } = opened.value;
  try {
    const migration = await timed(() => migrate(db));
    const seeding = await timed(() => seed(db, { catalogue: "full" }));
    // `npm start` seeds on every start: the second run must find everything in place.
    const reseeding = await timed(() => seed(db, { catalogue: "full" }));
    const products = await productCount(db);
    const bytes = await schemaBytes(db);
    return [
      { section: "database", name: `${label}: open`, value: opened.ms, unit: "ms" },
      {
        section: "database",
        name: `${label}: migrate (all migrations)`,
        value: migration.ms,
        unit: "ms",
        detail: `${migration.value.applied.length} applied`,
      },
      { section: "database", name: `${label}: seed catalogue "full"`, value: seeding.ms, unit: "ms", detail: `${products} products` },
      {
        section: "database",
        name: `${label}: seed again (no-op on start)`,
        value: reseeding.ms,
        unit: "ms",
        detail: `${reseeding.value.demoAccountsCreated} accounts created`,
      },
      { section: "database", name: `${label}: tables + indexes after seed`, value: bytes / MIB, unit: "MiB" },
    ];
  } finally {
    await close();
  }
}

/** Section 2: migration and seed time on in-memory PGlite and, when DATABASE_URL is set, on PostgreSQL. */
export async function benchDatabase(): Promise<{ rows: BenchRow[]; skipped: string[] }> {
  const rows = await measure("PGlite", async () => {
    const db = await createPgliteDatabase();
    return { db, close: () => db.close() };
  });
  if (!process.env.DATABASE_URL?.trim()) return { rows, skipped: ["database on PostgreSQL: DATABASE_URL is not set"] };
  // A fresh schema on the server, dropped afterwards (the same helper the database tests use).
  rows.push(
    ...(await measure("PostgreSQL", async () => {
      const test = await openTestDatabase();
      return { db: test.db, close: test.drop };
    })),
  );
  return { rows, skipped: [] };
}
