/**
 * The one data-layer port of the server. Both adapters (embedded PGlite and a real PostgreSQL
 * server through `pg`) run the same SQL; rows come back with the same JS types on both
 * (int8/count → number, timestamptz → Date, json/jsonb → parsed values).
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number }>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` inside BEGIN … COMMIT on one connection; rolls back when `fn` throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
