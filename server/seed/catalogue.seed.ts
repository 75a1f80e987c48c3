import type { Database, Queryable } from "../db/database.port";
import { CatalogueRepository } from "../catalogue/catalogue.repository";
import { catalogueSubjects, generateCatalogueBatches, type CatalogueSize } from "./catalogue-generator";

export interface CatalogueSeedOptions {
  size: CatalogueSize;
}

export interface CatalogueSeedResult {
  skipped: boolean;
  subjects: number;
  series: number;
  products: number;
  milliseconds: number;
}

// A bench catalogue (issue 9: 100k, 1m) covers the ids of the demo ones and more, so it replaces them.
const SIZE_RANK: Record<CatalogueSize, number> = { small: 1, full: 2, "100k": 3, "1m": 4 };

/**
 * Seeds the demo catalogue (issue 2 §5). Deterministic, and safe on every start: it does nothing when
 * this size (or the full one) has been seeded before. Upserts by id, so a half-finished earlier run or
 * a "small" database grown to "full" ends in the same rows. Products imported with other ids stay.
 */
export async function seedCatalogue(db: Queryable | Database, options: CatalogueSeedOptions): Promise<CatalogueSeedResult> {
  // One transaction when the caller gives a Database: all or nothing, and one commit instead of many.
  return "transaction" in db ? db.transaction((tx) => seed(tx, options)) : seed(db, options);
}

async function seed(db: Queryable, options: CatalogueSeedOptions): Promise<CatalogueSeedResult> {
  const started = performance.now();
  const { rows } = await db.query<{ size: CatalogueSize }>("SELECT size FROM catalogue_seed_runs");
  if (rows.some((row) => SIZE_RANK[row.size] >= SIZE_RANK[options.size])) {
    return { skipped: true, subjects: 0, series: 0, products: 0, milliseconds: performance.now() - started };
  }
  const repository = new CatalogueRepository(db);
  const subjects = await repository.upsertSubjects(catalogueSubjects());
  let series = 0;
  let products = 0;
  // Batch by batch (a series before its episodes), so 1,000,000 products never sit in memory at once.
  for (const batch of generateCatalogueBatches(options.size)) {
    series += await repository.upsertSeries(batch.series);
    products += await repository.upsertProducts(batch.products);
  }
  await db.query(
    "INSERT INTO catalogue_seed_runs (size, products) VALUES ($1, $2) ON CONFLICT (size) DO UPDATE SET products = EXCLUDED.products, seeded_at = now()",
    [options.size, products],
  );
  return { skipped: false, subjects, series, products, milliseconds: performance.now() - started };
}
