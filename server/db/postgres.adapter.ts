import pg from "pg";
import type { Database, Queryable } from "./database.port";

const INT8_OID = 20;

export interface PostgresOptions {
  connectionString: string;
  /** When set, every pooled connection uses `search_path = <schema>, public` (test isolation). */
  schema?: string;
  max?: number;
  /**
   * Prepare each parameterised statement once per connection (default true): PostgreSQL then
   * parses and plans a statement once instead of on every call — about twice the queries per
   * second for the user lookup of GET /v1/me (issue 6 §5). Turn off behind a pooler that cannot
   * keep named statements (PgBouncer in transaction mode before 1.21).
   */
  prepare?: boolean;
}

/** At most this many distinct statement texts are prepared; any further ones run unnamed. */
const MAX_PREPARED_STATEMENTS = 500;

/** Same JS types as the PGlite adapter: int8 → number. */
const typeParsers = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Statement names by SQL text, for one pool (a name is prepared on each of its connections when first used there). */
type StatementNames = Map<string, string> | null;

function statementName(names: StatementNames, sql: string): string | undefined {
  if (names === null) return undefined;
  let name = names.get(sql);
  if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) {
    name = `skolmedia_${names.size + 1}`;
    names.set(sql, name);
  }
  return name;
}

function wrap(client: pg.Pool | pg.PoolClient, names: StatementNames): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      // Without params `pg` uses the simple protocol: several statements give an array of results.
      const name = params === undefined ? undefined : statementName(names, sql);
      const raw = (await (name === undefined ? client.query(sql, params) : client.query({ name, text: sql, values: params }))) as
        pg.QueryResult | pg.QueryResult[];
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
  const names: StatementNames = options.prepare === false ? null : new Map();
  const base = wrap(pool, names);
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
        const result = await fn(wrap(client, names));
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
