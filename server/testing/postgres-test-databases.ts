import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Database } from "../db/database.port";
import { createPostgresDatabase, quoteIdent } from "../db/postgres.adapter";
import { newRunId, runStartedAt, type TestDatabaseRun } from "./test-database-run";
import { bringTo, type TestDatabaseState } from "./test-database-state";

// On a real server (DATABASE_URL) every test file gets a database of its own, copied from a
// template database of the run (`CREATE DATABASE … TEMPLATE`, a file copy on the server: about as
// fast as creating an empty one). The role needs CREATEDB; CI's postgres superuser has it.

/** A database made for one test file, or a template of the run; `drop()` removes it. */
export interface PostgresTestDatabase {
  db: Database;
  drop(): Promise<void>;
}

/** Databases of runs that started this long ago are leftovers of a run that was killed. */
const LEFTOVER_AFTER_MS = 12 * 60 * 60_000;

const testDatabaseName = (runId: string) => `skolmedia_t_${runId}_${randomBytes(4).toString("hex")}`;
const templateName = (runId: string, state: Exclude<TestDatabaseState, "empty">) => `skolmedia_tpl_${runId}_${state}`;

/** DATABASE_URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A new database in `state` for one test file: a copy of the run's template, or (outside a run) built the slow way. */
export async function openPostgresTestDatabase(
  url: string,
  state: TestDatabaseState,
  run?: TestDatabaseRun,
): Promise<PostgresTestDatabase> {
  const template = run && state !== "empty" ? await runTemplate(url, run, state) : undefined;
  const name = testDatabaseName(run?.id ?? newRunId());
  const admin = createPostgresDatabase({ connectionString: url, max: 1 });
  let db: Database | undefined;
  try {
    await createDatabase((sql, params) => admin.query(sql, params), name, template);
    db = createPostgresDatabase({ connectionString: withDatabase(url, name), max: 4 });
    if (!template) await bringTo(db, state);
  } catch (error) {
    await db?.close();
    await admin.exec(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`).catch(() => undefined);
    await admin.close();
    throw error;
  }
  const opened = db;
  return {
    db: opened,
    async drop() {
      await opened.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      await admin.close();
    },
  };
}

type Sql = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/** From a template, or empty with the encoding and collation of DATABASE_URL's own database. */
async function createDatabase(sql: Sql, name: string, template: string | undefined): Promise<void> {
  if (template) {
    await sql(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
    return;
  }
  const { rows } = await sql(
    "SELECT pg_encoding_to_char(encoding) AS encoding, datcollate AS collate, datctype AS ctype FROM pg_database WHERE datname = current_database()",
    [],
  );
  const own = rows[0] as { encoding: string; collate: string; ctype: string } | undefined;
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const settings = own ? ` ENCODING ${literal(own.encoding)} LC_COLLATE ${literal(own.collate)} LC_CTYPE ${literal(own.ctype)}` : "";
  await sql(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE template0${settings}`);
}

const templates = new Map<string, Promise<string>>();

/** The run's template database for `state`, made by the first test file that needs one. */
function runTemplate(url: string, run: TestDatabaseRun, state: Exclude<TestDatabaseState, "empty">): Promise<string> {
  let made = templates.get(run.id);
  if (!made) {
    made = ensureTemplates(url, run.id);
    templates.set(run.id, made);
    made.catch(() => templates.delete(run.id));
  }
  return made.then(() => templateName(run.id, state));
}

/**
 * Makes the run's two templates once, under an advisory lock that every worker takes: the lock
 * ends with the session, so a builder that dies frees it, and the next one finds no seeded
 * template (it is renamed into place only when complete) and starts over.
 */
async function ensureTemplates(url: string, runId: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [runId]);
    const seeded = templateName(runId, "seeded");
    const { rows } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [seeded]);
    if (rows.length > 0) return seeded;
    const migrated = templateName(runId, "migrated");
    const building = `${seeded}_building`;
    for (const name of [building, migrated]) await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await createDatabase((text, params) => client.query(text, params), migrated, undefined);
    await inDatabase(url, migrated, (db) => bringTo(db, "migrated"));
    await createDatabase((text, params) => client.query(text, params), building, migrated);
    await inDatabase(url, building, (db) => bringTo(db, "seeded"));
    await client.query(`ALTER DATABASE ${quoteIdent(building)} RENAME TO ${quoteIdent(seeded)}`);
    return seeded;
  } finally {
    await client.end();
  }
}

async function inDatabase(url: string, name: string, work: (db: Database) => Promise<void>): Promise<void> {
  const db = createPostgresDatabase({ connectionString: withDatabase(url, name), max: 1 });
  try {
    await work(db);
  } finally {
    // A template must have no open session when it is copied or renamed.
    await db.close();
  }
}

/**
 * Drops the databases of run `runId` (at the end of a run), and any left over by runs killed long
 * ago. Other engineers' runs on the same server are never touched: their names carry their own id.
 */
export async function dropRunDatabases(url: string, runId: string, now = Date.now()): Promise<string[]> {
  const admin = createPostgresDatabase({ connectionString: url, max: 1 });
  try {
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'skolmedia\\_t%'", []);
    const doomed = rows
      .map((row) => row.datname)
      .filter((name) => {
        const started = runStartedAt(name);
        return name.includes(`_${runId}_`) || (started !== null && now - started > LEFTOVER_AFTER_MS);
      });
    for (const name of doomed) await admin.exec(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    return doomed;
  } finally {
    await admin.close();
  }
}
