// SPEC §2 "Search address parameters": q, page, listView (true or false), series (true), scope
// (1 or 2), app; type, filter, title; productId together with page (to scroll back to a result);
// per-app filter keys, including min and max keys for range filters.

export type SearchScope = 1 | 2;

export interface SearchAddress {
  /** The typed query; "" is an explicit empty query, null means absent. */
  readonly q: string | null;
  /** The page as written in the address (null when absent: the page is then not "explicit"). */
  readonly page: number | null;
  readonly listView: boolean | null;
  /** Series mode, only meaningful in Play. */
  readonly series: boolean | null;
  readonly scope: SearchScope | null;
  readonly app: string | null;
  /** Selected options of the type filter (SPEC §9: default 5; 29 is series mode; 99 'Serier'). */
  readonly type: readonly string[];
  readonly filter: string | null;
  readonly title: string | null;
  /** The result to scroll back to, together with page. */
  readonly productId: string | null;
  /** Checkbox and tree filters of the app: query key → selected values, in order. Never empty lists. */
  readonly filters: Readonly<Record<string, readonly string[]>>;
  /** Range filters of the app: min or max query key → value. */
  readonly ranges: Readonly<Record<string, number>>;
}

/** The parameters with a fixed meaning; no app filter may use these keys. */
export const RESERVED_SEARCH_KEYS: readonly string[] = [
  "q",
  "page",
  "listView",
  "series",
  "scope",
  "app",
  "type",
  "filter",
  "title",
  "productId",
];

export const EMPTY_SEARCH_ADDRESS: SearchAddress = {
  q: null,
  page: null,
  listView: null,
  series: null,
  scope: null,
  app: null,
  type: [],
  filter: null,
  title: null,
  productId: null,
  filters: {},
  ranges: {},
};

/** SPEC §9: default search type 5. */
export const DEFAULT_SEARCH_TYPE = "5";
/** SPEC §4 / §9: series mode searches with type 29. */
export const SERIES_SEARCH_TYPE = "29";

/** SPEC §2: "The default search link uses listView=false, page=1, type=5." */
export const DEFAULT_SEARCH_ADDRESS: SearchAddress = {
  ...EMPTY_SEARCH_ADDRESS,
  listView: false,
  page: 1,
  type: [DEFAULT_SEARCH_TYPE],
};

/** The query keys an app's filters use in the address. */
export interface SearchFilterKeys {
  /** Checkbox and tree filters (queryKey). */
  readonly listKeys: readonly string[];
  /** Range filters (minQueryKey and maxQueryKey), numeric values. */
  readonly rangeKeys: readonly string[];
}

/** The shape of a filter set entry this module needs (SPEC §3 "Filter set", three kinds). */
export type FilterKeySource =
  | { readonly kind: "CHECKBOX" | "TREE"; readonly queryKey: string }
  | { readonly kind: "RANGE"; readonly minQueryKey: string; readonly maxQueryKey: string };

/** The address keys of an app's filters; reserved keys and type are never filter keys. */
export function filterKeysOf(filters: readonly FilterKeySource[]): SearchFilterKeys {
  const free = (key: string) => key !== "" && !RESERVED_SEARCH_KEYS.includes(key);
  return {
    listKeys: filters.flatMap((f) => (f.kind === "RANGE" ? [] : [f.queryKey])).filter(free),
    rangeKeys: filters.flatMap((f) => (f.kind === "RANGE" ? [f.minQueryKey, f.maxQueryKey] : [])).filter(free),
  };
}
