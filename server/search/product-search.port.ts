import type { AppSlug } from "../../src/domain/access/licence";
import type { ProductKind } from "../catalogue/catalogue-product";
import type { RangeFacet, ValueFacet } from "./search-taxonomy";

/**
 * The product search engine behind openapi searchProducts, searchProductsInScope and countProducts
 * (issue 9: "behind a search port on the server, so another engine can replace it"). The service
 * turns the request into a ProductQuery (licence, reseller, scope, age, text, filters, all checked)
 * and the answer into the contract; an engine only finds, orders and counts. The PostgreSQL
 * engine is product-search.pg.ts.
 */
export interface ProductSearch {
  /** Every app of the query's scope: the disjunctive facet counts and totals; and a page of products per app asked for. */
  search(query: ProductQuery, pages: readonly ResultPage[]): Promise<ProductSearchAnswer>;
  /** The products the query finds in the apps of its scope, together (countProducts). */
  count(query: ProductQuery): Promise<number>;
}

export type SearchSort = "relevance" | "latest";

export interface ProductQuery {
  /** Apps, reseller, search scope and age: what the user may find at all. */
  readonly scope: CatalogueScope;
  /** The text as typed ("" for none); the engine decides what its words match. */
  readonly text: string;
  readonly selection: SearchSelection;
}

/**
 * The chosen filters, translated from the filter keys of search-taxonomy.ts; null means nothing
 * chosen (no narrowing). Values of one filter are alternatives; different filters must all hold.
 * A filter narrows only the apps whose filter sets have it (APPS_OF_FILTER).
 */
export interface SearchSelection {
  /** Type options as stored kinds (5 chosen: null). */
  readonly kinds: readonly ProductKind[] | null;
  /** Category options as stored kinds (11 chosen: null). */
  readonly categoryKinds: readonly ProductKind[] | null;
  /** Series mode (type 29 or series=true): Play's series episodes only. */
  readonly seriesOnly: boolean;
  /** Type 6 alone (SPEC §9): the language and subtitle choices are set aside (their filters are hidden). */
  readonly audioOnly: boolean;
  /** Subject nodes: a product under any of them (its subjects or a subject below). */
  readonly subjects: readonly number[] | null;
  readonly audience: readonly string[] | null;
  readonly language: readonly string[] | null;
  readonly subtitle: readonly string[] | null;
  readonly supplier: readonly string[] | null;
  readonly format: readonly string[] | null;
  /** Whole minutes; null ends are open. */
  readonly duration: RangeChoice;
  readonly pages: RangeChoice;
}

export interface RangeChoice {
  readonly min: number | null;
  readonly max: number | null;
}

export const NO_SELECTION: SearchSelection = {
  kinds: null,
  categoryKinds: null,
  seriesOnly: false,
  audioOnly: false,
  subjects: null,
  audience: null,
  language: null,
  subtitle: null,
  supplier: null,
  format: null,
  duration: { min: null, max: null },
  pages: { min: null, max: null },
};

/** One app's page of results: offset and limit in products, in the given order. */
export interface ResultPage {
  readonly app: AppSlug;
  readonly sort: SearchSort;
  readonly offset: number;
  readonly limit: number;
}

/** A product card as the engine returns it (the service maps it to the contract's ProductSummary). */
export interface ProductCard {
  id: number;
  app: AppSlug;
  kind: ProductKind;
  title: string;
  description: string;
  duration_seconds: number | null;
  page_count: number | null;
  badge: "COMING" | "OUTGOING" | "STAFF_PICK" | "NEW" | "NORMAL";
  is_recommended: boolean;
  is_last_chance: boolean;
  age_recommendation: number | null;
  prod_year: number | null;
  series_id: number | null;
  series_title: string | null;
  season_label: string | null;
  episode_number: number | null;
  episode_count: number | null;
}

export interface ProductSearchAnswer {
  /** The counts of every app of the scope, each filter's without its own choice, and the totals. */
  readonly facets: FacetCounts;
  readonly items: ReadonlyMap<AppSlug, readonly ProductCard[]>;
  /** The text with the words it widened replaced by their likeliest catalogue word; null when none was. */
  readonly spellingSuggestion: string | null;
}

/**
 * Which products a search sees before any filter is chosen: the apps asked for, the reseller's
 * products (SPEC §1 scoping: an empty reseller list means every reseller), the user's search scope
 * (SPEC §7: scope 2 adds more) and the user's age (SPEC §6: age-restricted products are hidden).
 */
export interface CatalogueScope {
  readonly apps: readonly AppSlug[];
  readonly reseller: string;
  readonly searchScope: 1 | 2;
  readonly age: number;
}

export type FacetRowKind = "total" | "kind" | "audio" | "category" | "subject" | ValueFacet | RangeFacet | `${RangeFacet}-result`;

export interface AppCountRow {
  app: AppSlug;
  count: number;
}

export interface KindCountRow {
  app: AppSlug;
  kind: ProductKind;
  count: number;
}

export interface ValueCountRow {
  app: AppSlug;
  facet: ValueFacet;
  value: string;
  count: number;
}

export interface RangeRow {
  app: AppSlug;
  facet: RangeFacet;
  /** Whole units of the filter (minutes, pages): the lowest rounded down, the highest up. */
  min: number;
  max: number;
}

export interface SubjectCountRow {
  app: AppSlug;
  subject_id: number;
  count: number;
}

/**
 * Counts of the products found per app: the totals under every chosen filter; the rest each under
 * every chosen filter but its own (kinds for the type filter, categoryKinds for the category filter);
 * type 6 alone sets the language and subtitle choices aside, wherever a count stands for it.
 */
export interface FacetCounts {
  totals: AppCountRow[];
  kinds: KindCountRow[];
  categoryKinds: KindCountRow[];
  /** Kinds as type 6 alone would count them: without the language and subtitle choices (SPEC §9). */
  audioKinds: KindCountRow[];
  values: ValueCountRow[];
  /** Apps without a value for a range (Play has no page counts) have no row for it. */
  ranges: RangeRow[];
  /** The ranges' bounds among the products found. */
  resultRanges: RangeRow[];
  /** Per subject node, a product counting for every node above its subjects; node 0 is every subject. */
  subjects: SubjectCountRow[];
}
