/**
 * `npm run catalogue:import -- FILE.ndjson` — loads products from a newline-delimited JSON file
 * (docs/catalogue-import.md) into the database `npm start` uses: DATABASE_URL when set, else the
 * PGlite data folder (DATA_DIR, default ./data/pglite). Stop `npm start` first when it uses PGlite:
 * the embedded database is one process at a time.
 *
 * Exit codes: 0 every line loaded; 1 some lines were bad (the good ones are still loaded);
 * 2 the file could not be read (or no file was given); 3 the database failed. Nothing is loaded on 2 or 3.
 */
import { readFile } from "node:fs/promises";
import { loadConfig } from "../config/config";
import type { Database } from "../db/database.port";
import { migrate } from "../db/migrate";
import { createPgliteDatabase } from "../db/pglite.adapter";
import { createPostgresDatabase } from "../db/postgres.adapter";
import { importCatalogue, type ImportReport } from "../catalogue/catalogue-import";

const EXIT_OK = 0;
const EXIT_BAD_LINES = 1;
const EXIT_UNREADABLE = 2;
const EXIT_FAILED = 3;

async function openDatabase(): Promise<Database> {
  const config = loadConfig();
  return config.databaseUrl
    ? createPostgresDatabase({ connectionString: config.databaseUrl, max: 2 })
    : createPgliteDatabase(config.dataDir);
}

/** Bad lines as `FILE:LINE: reason` on stderr (the form editors jump to), the summary on stdout. */
function printReport(file: string, report: ImportReport): void {
  for (const error of report.errors) process.stderr.write(`${file}:${error.line}: ${error.reason}\n`);
  process.stdout.write(
    `${report.loaded} product(s) loaded, ${report.series} series upserted, ${report.errors.length} bad line(s) of ${report.lines}.\n`,
  );
}

async function main(argv: readonly string[]): Promise<number> {
  const file = argv.find((arg) => arg !== "--");
  if (!file) {
    process.stderr.write("usage: npm run catalogue:import -- FILE.ndjson\n");
    return EXIT_UNREADABLE;
  }
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    process.stderr.write(`cannot read ${file}: ${(error as Error).message}\n`);
    return EXIT_UNREADABLE;
  }
  const db = await openDatabase();
  try {
    await migrate(db);
    const report = await importCatalogue(db, text);
    printReport(file, report);
    return report.errors.length > 0 ? EXIT_BAD_LINES : EXIT_OK;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`catalogue import failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = EXIT_FAILED;
  },
);
