import type { Database } from "../db/database.port";
import type { CatalogueSize } from "./catalogue-sizes";
import { seedCatalogue } from "./catalogue.seed";
import { seedCms } from "./cms.seed";
import { seedDemoAccounts } from "./demo-accounts.seed";
import { seedResellers } from "./resellers.seed";
import { seedSchools } from "./schools.seed";
import { seedShell } from "./shell.seed";

export interface SeedOptions {
  /** "full" on `npm start`, "small" or "none" in tests that do not need the catalogue; "100k" or "1m" for the search bench. */
  catalogue: CatalogueSize | "none";
  /** The seed time the demo alert strips are laid out around (issue 8 "Data"); default: now. */
  now?: Date;
}

export interface SeedReport {
  demoAccountsCreated: number;
  milliseconds: number;
}

/**
 * Deterministic, idempotent demo data (issue 2 §5), run on every start: resellers, schools, the
 * shell data of each reseller (issue 8), the catalogue, then the demo accounts (which need a
 * school). A second run changes nothing.
 */
export async function seed(db: Database, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  await seedResellers(db);
  await seedSchools(db);
  await seedShell(db, options.now ?? new Date());
  if (options.catalogue !== "none") await seedCatalogue(db, { size: options.catalogue });
  const { created } = await seedDemoAccounts(db);
  // Issue 8: after the accounts (admin-made collections) and the catalogue (their products).
  await seedCms(db);
  // Fresh statistics for the planner after the bulk inserts: PGlite runs no autovacuum, and on a
  // table it believes nearly empty it picks join plans several times slower (the search page's facets).
  await db.exec("ANALYZE");
  return { demoAccountsCreated: created, milliseconds: Math.round(performance.now() - started) };
}
