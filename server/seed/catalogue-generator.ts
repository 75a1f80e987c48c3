import type { CatalogueProduct, CatalogueSeries, CatalogueSubject } from "../catalogue/catalogue-product";
import { PlayComposer } from "./catalogue-play-composer";
import { BookComposer } from "./catalogue-book-composer";
import { ProductFactory } from "./catalogue-product-factory";
import { CatalogueRandom } from "./catalogue-random";
import { buildSubjectTree } from "./catalogue-subjects";
import { TitleRegistry } from "./catalogue-text";
import { DEMO_CATALOGUE_PLAN, DEMO_MAX_SEASONS, type DemoCatalogueSize } from "../../src/fixtures/demo-catalogue";

export type CatalogueSize = DemoCatalogueSize;

export interface GeneratedCatalogue {
  subjects: CatalogueSubject[];
  series: CatalogueSeries[];
  products: CatalogueProduct[];
}

const SEED = 20_260_401;

/**
 * The demo catalogue: a pure function of `size` (seeded PRNG, no clock), so every start and every
 * machine gets the same ids, titles and texts, and "small" is cheap enough for tests.
 */
export function generateCatalogue(size: CatalogueSize): GeneratedCatalogue {
  // How many of each kind: the catalogue's facts live with the other demo data (src/fixtures).
  const plan = DEMO_CATALOGUE_PLAN[size];
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
    const made = play.series(i + 1, tree.areas[(i * 7) % tree.areas.length] ?? tree.areas[0]!, DEMO_MAX_SEASONS[size]);
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
