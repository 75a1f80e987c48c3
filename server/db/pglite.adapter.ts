import { PGlite, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { Database, Queryable } from "./database.port";

/** int8 (count(*), bigserial) as a JS number on both adapters; ids stay far below 2^53. */
const PARSERS = { [types.INT8]: (value: string) => Number(value) };

interface PGliteQueryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<Array<{ rows: unknown[]; affectedRows?: number }>>;
}

function wrap(client: PGliteQueryable): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      if (params === undefined) {
        // Like `pg` without parameters (simple protocol): several statements allowed, the last
        // result is returned. Migrations rely on this inside a transaction.
        const results = await client.exec(sql);
        const last = results[results.length - 1];
        return { rows: (last?.rows ?? []) as T[], rowCount: last?.affectedRows || last?.rows.length || 0 };
      }
      const result = await client.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
    },
  };
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined → in memory (tests); a folder → persisted
 * (`npm start`, ARCHITECTURE §6). PGlite is one connection: concurrent calls are queued by it.
 */
export async function createPgliteDatabase(dataDir?: string): Promise<Database> {
  const pg = await PGlite.create({ dataDir, extensions: { unaccent, pg_trgm }, parsers: PARSERS });
  const base = wrap(pg);
  return {
    kind: "pglite",
    query: base.query,
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction((tx) => fn(wrap(tx)));
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
