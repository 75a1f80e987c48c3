import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../src/fixtures/demo-accounts";
import type { BenchRow } from "../report";
import { JsonClient } from "./json-client";
import { startServer, type BenchDatabase, type ServerHandle } from "./server-handle";

// A demo teacher from the one source of demo data (src/fixtures).
export const CREDENTIALS = { email: DEMO_ACCOUNTS.teacher.email, password: DEMO_PASSWORD };

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export const DATABASE_LABEL: Record<BenchDatabase, string> = { pglite: "PGlite", postgres: "PostgreSQL" };

/** The settings of the server measured, as `npm start` reads them from the environment. */
export function settingsDetail(server: ServerHandle): string {
  const { settings } = server;
  const delay = settings.overload.maxEventLoopDelayMs;
  return (
    `LOG_LEVEL ${settings.logLevel} · ` +
    (server.database === "postgres" ? `pool ${settings.databasePoolSize}, prepared ${settings.preparedStatements ? "on" : "off"} · ` : "") +
    `shedding at event-loop delay ${delay > 0 ? `${delay} ms` : "off"}`
  );
}

/** What a bench section gets: its own server process, a keep-alive client to it, and a row maker. */
export interface BenchServerRun {
  server: ServerHandle;
  client: JsonClient;
  /** "PGlite" or "PostgreSQL", the prefix of every row's name. */
  label: string;
  /** A row of this section, its name prefixed with the database label. */
  row(name: string, value: number, unit: BenchRow["unit"], detail: string): BenchRow;
  /** Logs the demo teacher in (argon2id verify); a status other than 200 is an error. */
  login(): Promise<TokenPair>;
}

/**
 * Starts a server process of its own (migrated and seeded with the full catalogue) on `database`,
 * runs one bench section against it over loopback, and always closes the client and the server.
 */
export async function withBenchServer<T>(
  section: BenchRow["section"],
  database: BenchDatabase,
  run: (bench: BenchServerRun) => Promise<T>,
): Promise<T> {
  const label = DATABASE_LABEL[database];
  const server = await startServer(database);
  const client = new JsonClient(server.port);
  const row = (name: string, value: number, unit: BenchRow["unit"], detail: string): BenchRow => ({
    section,
    name: `${label}: ${name}`,
    value,
    unit,
    detail,
  });
  const login = () => client.expect<TokenPair>(200, "POST", "/api-token-auth", { body: CREDENTIALS });
  try {
    return await run({ server, client, label, row, login });
  } finally {
    client.close();
    await server.close();
  }
}
