import type { CatalogueProduct, CatalogueSeries, CatalogueSubject } from "../catalogue/catalogue-product";
import { PlayComposer } from "./catalogue-play-composer";
import { BookComposer } from "./catalogue-book-composer";
import { ProductFactory } from "./catalogue-product-factory";
import { CatalogueRandom } from "./catalogue-random";
import { buildSubjectTree } from "./catalogue-subjects";
import { TitleRegistry } from "./catalogue-text";
import { DEMO_CATALOGUE_PLAN, DEMO_MAX_SEASONS } from "../../src/fixtures/demo-catalogue";
import {
  BENCH_CATALOGUE_PRODUCTS,
  CATALOGUE_SIZES,
  isBenchCatalogueSize,
  type BenchCatalogueSize,
  type CatalogueSize,
} from "./catalogue-sizes";

export { BENCH_CATALOGUE_PRODUCTS, CATALOGUE_SIZES, isBenchCatalogueSize };
export type { BenchCatalogueSize, CatalogueSize };

export interface GeneratedCatalogue {
  subjects: CatalogueSubject[];
  series: CatalogueSeries[];
  products: CatalogueProduct[];
}

/** A part of a catalogue as it is generated: new series always come with (or before) their episodes. */
export interface CatalogueBatch {
  series: CatalogueSeries[];
  products: CatalogueProduct[];
}

const SEED = 20_260_401;

type Plan = Record<keyof (typeof DEMO_CATALOGUE_PLAN)["full"], number>;

/** The full plan's products, episodes included (measured once: episodes per series are drawn). */
let fullProducts: number | undefined;

/**
 * How many of each kind: the demo plans as they are; issue 9's bench sizes (100,000 and 1,000,000
 * products, SEED_CATALOGUE=100k|1m) the full plan scaled up — the same distributions of kinds,
 * subjects, texts, age limits, scopes and resellers, only more of them.
 */
function planOf(size: CatalogueSize): { plan: Plan; maxSeasons: number; limit: number } {
  if (!isBenchCatalogueSize(size)) return { plan: DEMO_CATALOGUE_PLAN[size], maxSeasons: DEMO_MAX_SEASONS[size], limit: Infinity };
  fullProducts ??= generateCatalogue("full").products.length;
  const target = BENCH_CATALOGUE_PRODUCTS[size];
  // Every kind in the full plan's proportion; the last kind drawn (Boka's items) then makes up the
  // few products that the drawn episode counts leave over or under, to exactly the target.
  const factor = target / fullProducts;
  const plan = Object.fromEntries(Object.entries(DEMO_CATALOGUE_PLAN.full).map(([kind, n]) => [kind, Math.round(n * factor)])) as Plan;
  return { plan, maxSeasons: DEMO_MAX_SEASONS.full, limit: target };
}

/**
 * The catalogue in batches of about `batchSize` products, a pure function of `size` (seeded PRNG,
 * no clock): every start and every machine gets the same ids, titles and texts. Products are
 * numbered 1..N; a bench catalogue never holds more than its 100,000 or 1,000,000 products and
 * is never held in memory whole.
 */
export function* generateCatalogueBatches(size: CatalogueSize, batchSize = 5_000): Generator<CatalogueBatch> {
  // How many of each kind: the catalogue's facts live with the other demo data (src/fixtures).
  const { plan, maxSeasons, limit } = planOf(size);
  const random = new CatalogueRandom(SEED);
  const tree = buildSubjectTree();
  const factory = new ProductFactory(random);
  const titles = new TitleRegistry();
  const play = new PlayComposer(random, factory, titles, tree);
  const books = new BookComposer(random, factory, titles, tree);

  let batch: CatalogueBatch = { series: [], products: [] };
  let made = 0;
  const take = (products: readonly CatalogueProduct[], series?: CatalogueSeries): boolean => {
    if (series) batch.series.push(series);
    for (const product of products) {
      if (made >= limit) return false;
      batch.products.push(product);
      made += 1;
    }
    return made < limit;
  };
  const full = () => batch.products.length >= batchSize;
  const flush = () => {
    const done = batch;
    batch = { series: [], products: [] };
    return done;
  };

  const steps: [count: number, make: (i: number) => { products: CatalogueProduct[]; series?: CatalogueSeries }][] = [
    [plan.film, () => ({ products: [play.film()] })],
    [plan.documentary, () => ({ products: [play.documentary()] })],
    [plan.clip, () => ({ products: [play.clip()] })],
    [
      plan.series,
      (i) => {
        const made = play.series(i + 1, tree.areas[(i * 7) % tree.areas.length] ?? tree.areas[0]!, maxSeasons);
        return { products: made.episodes, series: made.series };
      },
    ],
    [plan.radio, () => ({ products: [play.radio()] })],
    [plan.podcast, () => ({ products: [play.podcast()] })],
    [plan.debate, () => ({ products: [play.debate()] })],
    [plan.lecture, () => ({ products: [play.lecture()] })],
    [plan.ebook, () => ({ products: [books.ebook()] })],
    [plan.audiobook, () => ({ products: [books.audiobook()] })],
    [plan.physical, () => ({ products: [books.physical()] })],
  ];
  for (const [index, [planned, make]] of steps.entries()) {
    const count = index === steps.length - 1 && limit !== Infinity ? Infinity : planned;
    for (let i = 0; i < count; i += 1) {
      const made = make(i);
      const more = take(made.products, made.series);
      if (full()) yield flush();
      if (!more) {
        if (batch.products.length > 0 || batch.series.length > 0) yield flush();
        return;
      }
    }
  }
  if (batch.products.length > 0 || batch.series.length > 0) yield flush();
}

/** The subjects tree every catalogue files its products under (SPEC §3 TREE filter). */
export function catalogueSubjects(): CatalogueSubject[] {
  return buildSubjectTree().subjects;
}

/** The whole catalogue at once (the demo sizes; a bench size is better seeded batch by batch). */
export function generateCatalogue(size: CatalogueSize): GeneratedCatalogue {
  const catalogue: GeneratedCatalogue = { subjects: catalogueSubjects(), series: [], products: [] };
  for (const batch of generateCatalogueBatches(size, Number.MAX_SAFE_INTEGER)) {
    for (const series of batch.series) catalogue.series.push(series);
    for (const product of batch.products) catalogue.products.push(product);
  }
  return catalogue;
}
