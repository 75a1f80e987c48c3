import type { CatalogueProduct, CatalogueSeries, CatalogueSubject } from "../catalogue/catalogue-product";
import { PlayComposer } from "./catalogue-play-composer";
import { BookComposer } from "./catalogue-book-composer";
import { ProductFactory } from "./catalogue-product-factory";
import { CatalogueRandom } from "./catalogue-random";
import { buildSubjectTree } from "./catalogue-subjects";
import { TitleRegistry } from "./catalogue-text";

export type CatalogueSize = "full" | "small";

export interface GeneratedCatalogue {
  subjects: CatalogueSubject[];
  series: CatalogueSeries[];
  products: CatalogueProduct[];
}

/** How many of each kind (issue 2 §5: ≥ 5,000 products for "full"; about 200 for tests). */
export const CATALOGUE_PLAN = {
  full: {
    series: 150,
    film: 600,
    documentary: 800,
    clip: 900,
    radio: 250,
    podcast: 300,
    debate: 120,
    lecture: 250,
    ebook: 550,
    audiobook: 400,
    physical: 350,
  },
  small: {
    series: 4,
    film: 20,
    documentary: 25,
    clip: 30,
    radio: 8,
    podcast: 10,
    debate: 5,
    lecture: 8,
    ebook: 25,
    audiobook: 18,
    physical: 15,
  },
} as const;

const SEED = 20_260_401;

/**
 * The demo catalogue: a pure function of `size` (seeded PRNG, no clock), so every start and every
 * machine gets the same ids, titles and texts, and "small" is cheap enough for tests.
 */
export function generateCatalogue(size: CatalogueSize): GeneratedCatalogue {
  const plan = CATALOGUE_PLAN[size];
  const random = new CatalogueRandom(SEED);
  const tree = buildSubjectTree();
  const factory = new ProductFactory(random);
  const titles = new TitleRegistry();
  const play = new PlayComposer(random, factory, titles, tree);
  const books = new BookComposer(random, factory, titles, tree);

  const products: CatalogueProduct[] = [];
  const series: CatalogueSeries[] = [];
  const repeat = (count: number, make: () => CatalogueProduct) => {
    for (let i = 0; i < count; i += 1) products.push(make());
  };

  repeat(plan.film, () => play.film());
  repeat(plan.documentary, () => play.documentary());
  repeat(plan.clip, () => play.clip());
  for (let i = 0; i < plan.series; i += 1) {
    const made = play.series(i + 1, tree.areas[(i * 7) % tree.areas.length] ?? tree.areas[0]!, size === "small" ? 2 : 3);
    series.push(made.series);
    products.push(...made.episodes);
  }
  repeat(plan.radio, () => play.radio());
  repeat(plan.podcast, () => play.podcast());
  repeat(plan.debate, () => play.debate());
  repeat(plan.lecture, () => play.lecture());
  repeat(plan.ebook, () => books.ebook());
  repeat(plan.audiobook, () => books.audiobook());
  repeat(plan.physical, () => books.physical());

  return { subjects: tree.subjects, series, products };
}
