import pg from "pg";
import type { Database, Queryable } from "./database.port";

const INT8_OID = 20;

export interface PostgresOptions {
  connectionString: string;
  /** When set, every pooled connection uses `search_path = <schema>, public` (test isolation). */
  schema?: string;
  max?: number;
}

/** Same JS types as the PGlite adapter: int8 → number. */
const typeParsers = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      // Without params `pg` uses the simple protocol: several statements give an array of results.
      const raw = (await client.query(sql, params)) as pg.QueryResult | pg.QueryResult[];
      const result = Array.isArray(raw) ? raw[raw.length - 1] : raw;
      const rows = (result?.rows ?? []) as T[];
      return { rows, rowCount: result?.rowCount ?? rows.length };
    },
  };
}

/** A real PostgreSQL server through a `pg` Pool (selected by DATABASE_URL, ARCHITECTURE §6). */
export function createPostgresDatabase(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types: typeParsers,
    // The search_path is a connection start-up parameter, so no pooled connection ever runs a
    // query against the wrong schema.
    ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)},public` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  const base = wrap(pool);
  let closed = false;
  return {
    kind: "postgres",
    query: base.query,
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe identifier: ${name}`);
  return `"${name}"`;
}
