import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerConfig } from "../../server/config/config";
import type { Database } from "../../server/db/database.port";
import { createPgliteDatabase } from "../../server/db/pglite.adapter";
import { createPostgresDatabase, quoteIdent } from "../../server/db/postgres.adapter";

export interface BenchDatabaseHandle {
  db: Database;
  /** Closes the database and removes what the bench created (schema or data folder). */
  drop(): Promise<void>;
}

/**
 * The database `npm start` would open, but of the bench's own so a run never touches anyone's
 * data: on DATABASE_URL a fresh schema with the configured pool (DATABASE_POOL_SIZE, prepared
 * statements as configured); otherwise PGlite persisted in a temporary folder, as `npm start`
 * persists it in DATA_DIR.
 */
export async function openBenchDatabase(config: ServerConfig): Promise<BenchDatabaseHandle> {
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    const schema = `bench_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = createPostgresDatabase({ connectionString: url, max: 1 });
    await admin.exec(`CREATE SCHEMA ${quoteIdent(schema)}`);
    const db = createPostgresDatabase({
      connectionString: url,
      schema,
      max: config.databasePoolSize,
      prepare: config.databasePreparedStatements,
    });
    return {
      db,
      async drop() {
        await db.close();
        await admin.exec(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
        await admin.close();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "skolmedia-bench-pglite-"));
  const db = await createPgliteDatabase(dataDir);
  return {
    db,
    async drop() {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
