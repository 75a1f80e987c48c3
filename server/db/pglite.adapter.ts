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

/** PGlite's own data-folder snapshot, a tarball (gzip). */
export interface PgliteDatabase extends Database {
  /** The data folder as a tarball, to start other databases from (`createPgliteDatabase(undefined, {from})`). */
  dump(): Promise<Blob>;
}

export interface PgliteOptions {
  /** Start from a tarball that `dump()` wrote instead of an empty cluster (test databases, server/testing). */
  from?: Blob;
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined → in memory (tests); a folder → persisted
 * (`npm start`, ARCHITECTURE §6). PGlite is one connection: concurrent calls are queued by it.
 */
export async function createPgliteDatabase(dataDir?: string, options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const pg = await PGlite.create({
    dataDir,
    extensions: { unaccent, pg_trgm },
    parsers: PARSERS,
    ...(options.from ? { loadDataDir: options.from } : {}),
  });
  const base = wrap(pg);
  return {
    kind: "pglite",
    async dump() {
      // A checkpoint first: a database started from the tarball then has no WAL to replay.
      await pg.exec("CHECKPOINT");
      return pg.dumpDataDir("gzip");
    },
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
