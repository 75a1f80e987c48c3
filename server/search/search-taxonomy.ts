import type { components } from "../../src/contract/api.gen";
import type { AppSlug } from "../../src/domain/access/licence";
import { AUDIO_TYPE, DEFAULT_TYPE, FILTER_KEYS } from "../../src/domain/filters/filter-keys";
import { KINDS_BY_APP, type ProductKind as StoredKind } from "../catalogue/catalogue-product";
import { ENUMS } from "../shell/enums";
import { PLAY_CATEGORIES, type KindOption } from "./search-categories";

/**
 * The search slice's taxonomy: which stored product kinds (002_catalogue.sql) each category tab and
 * type option stands for, and which filters each app's search page offers. SPEC §9 fixes only the
 * default values (type 5, category 11, Play's 99 'Serier', audio type 6); the other option values
 * are this module's decision, and issue 9's search filters on the same lists.
 */

type ContractKind = components["schemas"]["ProductKind"];

/** How a stored kind reads in the contract's ProductKind (PHYSICAL is a Boka item to borrow). */
export const CONTRACT_KIND_OF: Readonly<Record<StoredKind, ContractKind>> = {
  film: "VIDEO",
  documentary: "VIDEO",
  clip: "VIDEO",
  episode: "VIDEO",
  debate: "VIDEO",
  lecture: "VIDEO",
  radio: "AUDIO",
  podcast: "AUDIO",
  audiobook: "AUDIO_BOOK",
  ebook: "E_BOOK",
  physical: "PHYSICAL",
};

export type { KindOption } from "./search-categories";

/**
 * The type option of each contract kind. SPEC §9 fixes 6 as audio (it hides the language and
 * subtitle filters); the rest are decisions, numbered after it in the contract's kind order.
 */
const TYPE_VALUE_OF: Readonly<Record<ContractKind, number>> = { VIDEO: 7, AUDIO: AUDIO_TYPE, AUDIO_BOOK: 9, E_BOOK: 8, PHYSICAL: 10 };

function enumTitle(list: readonly { value: string; title: string }[], value: string): string {
  const found = list.find((option) => option.value === value);
  if (!found) throw new Error(`no title for ${value} in GET /v1/enums`);
  return found.title;
}

/**
 * The type filter of an app: 5 (everything, SPEC §9 default) and one option per contract kind the
 * app holds, titled as GET /v1/enums titles them. Play's 99 'Serier' is added by the domain rule
 * withPlaySeriesOption; its kinds are PLAY_SERIES_KINDS.
 */
export function typeOptions(app: AppSlug): KindOption[] {
  const all: KindOption = { value: DEFAULT_TYPE, title: enumTitle(ENUMS.searchTypes, String(DEFAULT_TYPE)), kinds: null };
  const byKind = ENUMS.productKinds.flatMap(({ value, title }) => {
    const kinds = KINDS_BY_APP[app].filter((kind) => CONTRACT_KIND_OF[kind] === value);
    return kinds.length === 0 ? [] : [{ value: TYPE_VALUE_OF[value as ContractKind], title, kinds }];
  });
  return [all, ...byKind];
}

/** SPEC §9: Play's extra type option 99 'Serier' stands for the episodes of its series. */
export const PLAY_SERIES_KINDS: readonly StoredKind[] = ["episode"];

export function categoryOptions(app: AppSlug): readonly KindOption[] {
  return app === "play" ? PLAY_CATEGORIES : [];
}

/** Checkbox facets whose options come from the catalogue (counted by the facets repository). */
export type ValueFacet = "audience" | "language" | "subtitle" | "supplier" | "format";
/** Range facets; durations are in whole minutes (SPEC §9: the range tops out at 'more than 1 hour'). */
export type RangeFacet = "duration" | "pages";

export type FilterSpec =
  | { readonly kind: "KINDS"; readonly queryKey: typeof FILTER_KEYS.type | typeof FILTER_KEYS.category; readonly title: string }
  | { readonly kind: "VALUES"; readonly facet: ValueFacet; readonly queryKey: string; readonly title: string }
  | { readonly kind: "RANGE"; readonly facet: RangeFacet; readonly title: string }
  | { readonly kind: "TREE"; readonly queryKey: string; readonly title: string; readonly rootTitle: string };

export interface FilterSetSpec {
  readonly title: string;
  readonly filters: readonly FilterSpec[];
}

/** The range filters' keys, unit and step. Decision: steps of 10 (minutes or pages), so 70 sits on a stop. */
export const RANGE_FILTERS: Readonly<
  Record<RangeFacet, { minQueryKey: string; maxQueryKey: string; unit: "TIME" | "PAGES"; stepSize: number }>
> = {
  duration: { minQueryKey: "minDuration", maxQueryKey: "maxDuration", unit: "TIME", stepSize: 10 },
  pages: { minQueryKey: "minPages", maxQueryKey: "maxPages", unit: "PAGES", stepSize: 10 },
};

/** The subjects tree (SPEC §3 TREE) under one root that means "every subject". */
export const SUBJECT_FILTER: FilterSpec = { kind: "TREE", queryKey: "subject", title: "Ämne", rootTitle: "Alla ämnen" };

const CATEGORY: FilterSpec = { kind: "KINDS", queryKey: FILTER_KEYS.category, title: "Kategori" };
const TYPE: FilterSpec = { kind: "KINDS", queryKey: FILTER_KEYS.type, title: "Typ" };
const AUDIENCE: FilterSpec = { kind: "VALUES", facet: "audience", queryKey: FILTER_KEYS.audience, title: "Målgrupp" };
const LANGUAGE: FilterSpec = { kind: "VALUES", facet: "language", queryKey: FILTER_KEYS.language, title: "Språk" };
const SUBTITLE: FilterSpec = { kind: "VALUES", facet: "subtitle", queryKey: FILTER_KEYS.subtitle, title: "Undertexter" };
const supplier = (title: string): FilterSpec => ({ kind: "VALUES", facet: "supplier", queryKey: FILTER_KEYS.supplier, title });
const DURATION: FilterSpec = { kind: "RANGE", facet: "duration", title: "Längd" };
const PAGES: FilterSpec = { kind: "RANGE", facet: "pages", title: "Antal sidor" };

/**
 * Each app's filter panels (SPEC §2: one panel open at a time), one filter set per panel. Decision
 * (SPEC silent on which filters exist): SPEC §3 Product's searchable fields — kind, subjects,
 * audience, spoken and subtitle language, supplier or publisher, duration and page count; Boka's
 * media format is its own panel.
 */
export const SEARCH_FILTER_LAYOUT: Readonly<Record<AppSlug, readonly FilterSetSpec[]>> = {
  play: [
    { title: "Kategori", filters: [CATEGORY] },
    { title: "Typ", filters: [TYPE] },
    { title: "Ämne", filters: [SUBJECT_FILTER] },
    { title: "Målgrupp", filters: [AUDIENCE] },
    { title: "Språk", filters: [LANGUAGE, SUBTITLE] },
    { title: "Längd", filters: [DURATION] },
    { title: "Leverantör", filters: [supplier("Leverantör")] },
  ],
  boka: [
    { title: "Typ", filters: [TYPE] },
    { title: "Format", filters: [{ kind: "VALUES", facet: "format", queryKey: "format", title: "Format" }] },
    { title: "Ämne", filters: [SUBJECT_FILTER] },
    { title: "Målgrupp", filters: [AUDIENCE] },
    { title: "Språk", filters: [LANGUAGE] },
    { title: "Omfång", filters: [DURATION, PAGES] },
    { title: "Leverantör", filters: [supplier("Leverantör eller förlag")] },
  ],
  lashornan: [
    { title: "Typ", filters: [TYPE] },
    { title: "Ämne", filters: [SUBJECT_FILTER] },
    { title: "Målgrupp", filters: [AUDIENCE] },
    { title: "Språk", filters: [LANGUAGE] },
    { title: "Omfång", filters: [DURATION, PAGES] },
    { title: "Förlag", filters: [supplier("Förlag")] },
  ],
};

/** The filters a search narrows by (product-search.sql.ts), named as their facets. */
export type FilterGroup = "type" | "category" | "subject" | ValueFacet | RangeFacet;

function specGroup(spec: FilterSpec): FilterGroup {
  switch (spec.kind) {
    case "KINDS":
      return spec.queryKey === FILTER_KEYS.type ? "type" : "category";
    case "TREE":
      return "subject";
    case "VALUES":
    case "RANGE":
      return spec.facet;
  }
}

/** The apps whose filter sets have a filter: only those are narrowed by it (a key is per app, SPEC §2). */
export function appsWithFilter(group: FilterGroup): AppSlug[] {
  return (Object.keys(SEARCH_FILTER_LAYOUT) as AppSlug[]).filter((app) =>
    SEARCH_FILTER_LAYOUT[app].some((set) => set.filters.some((spec) => specGroup(spec) === group)),
  );
}
