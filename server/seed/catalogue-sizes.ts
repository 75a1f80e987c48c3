import type { DemoCatalogueSize } from "../../src/fixtures/demo-catalogue";

/**
 * The catalogue sizes a start can seed (SEED_CATALOGUE): the demo's small and full ones
 * (src/fixtures/demo-catalogue.ts) and issue 9's bench sizes, made by catalogue-generator.ts with
 * the full one's distributions. Kept apart from the generator so reading the config loads no word lists.
 */
export const BENCH_CATALOGUE_PRODUCTS = { "100k": 100_000, "1m": 1_000_000 } as const;
export type BenchCatalogueSize = keyof typeof BENCH_CATALOGUE_PRODUCTS;
export type CatalogueSize = DemoCatalogueSize | BenchCatalogueSize;

export const CATALOGUE_SIZES: readonly CatalogueSize[] = ["small", "full", "100k", "1m"];

export function isBenchCatalogueSize(size: CatalogueSize): size is BenchCatalogueSize {
  return Object.hasOwn(BENCH_CATALOGUE_PRODUCTS, size);
}
