import { APP_ORDER, type AppSlug } from "../../src/domain/access/licence";
import {
  AUDIO_TYPE,
  DEFAULT_CATEGORY,
  DEFAULT_TYPE,
  FILTER_KEYS,
  PLAY_SERIES_TYPE,
  SERIES_MODE_TYPE,
} from "../../src/domain/filters/filter-keys";
import type { FilterAddress } from "../../src/domain/filters/filter-query";
import { RANGE_UPPER_CAP, snapMax, snapMin } from "../../src/domain/filters/range-filter";
import { buildQuery } from "../../src/domain/routing/query-string";
import { pageOffset } from "../../src/domain/format/page-count";
import { parseSearchAddress, parseSearchBoolean } from "../../src/domain/search-address/parse-search-address";
import { filterKeysOf, type FilterKeySource } from "../../src/domain/search-address/search-address";
import type { ProductKind } from "../catalogue/catalogue-product";
import { ApiError } from "../http/api-error";
import type { RangeChoice, SearchSelection, SearchSort } from "./product-search.port";
import { PLAY_CATEGORIES } from "./search-categories";
import { PLAY_SERIES_KINDS, RANGE_FILTERS, SEARCH_FILTER_LAYOUT, typeOptions, type RangeFacet } from "./search-taxonomy";

/** What the product search calls send (openapi searchProducts …), after Ajv checked the named parameters. */
export interface SearchQueryInput {
  readonly q?: string;
  readonly app?: AppSlug;
  readonly type?: readonly number[];
  readonly page?: number;
  readonly limit?: number;
  readonly series?: string;
  readonly sort?: SearchSort;
  /** Every parameter as Fastify read it, the filter keys among them (a string, or a list when repeated). */
  readonly raw: Readonly<Record<string, unknown>>;
}

/** A search request, checked: what the engine narrows by, and the choices as the filter sets show them. */
export interface SearchRequest {
  readonly text: string;
  readonly app: AppSlug | null;
  readonly sort: SearchSort | null;
  readonly offset: number;
  readonly limit: number;
  readonly selection: SearchSelection;
  readonly choices: FilterAddress;
}

/** openapi SearchFilters: at most 50 values of a key, each at most 200 characters. */
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 200;

function sourcesOf(app: AppSlug): FilterKeySource[] {
  return SEARCH_FILTER_LAYOUT[app].flatMap((set) =>
    set.filters.map((f): FilterKeySource => {
      if (f.kind === "RANGE") return { kind: "RANGE", ...RANGE_FILTERS[f.facet] };
      return { kind: f.kind === "TREE" ? "TREE" : "CHECKBOX", queryKey: f.queryKey };
    }),
  );
}

/** Every app's filter keys (the address's own keys and type aside): other parameters are not filters. */
const KEYS = filterKeysOf(APP_ORDER.flatMap(sourcesOf));
const FILTER_KEYS_ALL = { listKeys: [...new Set(KEYS.listKeys)], rangeKeys: [...new Set(KEYS.rangeKeys)] };

const refuse = (message: string): never => {
  throw new ApiError("REQUEST.VALIDATION", message);
};

/** The filter parameters as entries, each value checked for what PostgreSQL and the contract take. */
function filterEntries(raw: Readonly<Record<string, unknown>>): [string, string][] {
  const keys = [...FILTER_KEYS_ALL.listKeys, ...FILTER_KEYS_ALL.rangeKeys];
  return Object.entries(raw)
    .filter(([key]) => keys.includes(key))
    .flatMap(([key, value]) => {
      const values = (Array.isArray(value) ? value : [value]).map(String);
      if (values.length > MAX_VALUES) refuse(`The filter ${key} has more than ${MAX_VALUES} values.`);
      for (const text of values) {
        if (text.includes("\u0000")) refuse(`A value of the filter ${key} holds a NUL character.`);
        if ([...text].length > MAX_VALUE_LENGTH) refuse(`A value of the filter ${key} is longer than ${MAX_VALUE_LENGTH} characters.`);
      }
      return values.map((text): [string, string] => [key, text]);
    });
}

function kindsOfType(value: number): ProductKind[] {
  if (value === PLAY_SERIES_TYPE.value) return [...PLAY_SERIES_KINDS];
  return APP_ORDER.flatMap((app) => typeOptions(app).find((option) => option.value === value)?.kinds ?? []);
}

/** The kinds of the chosen options; null when an option meaning "everything" is among them. */
function kindsOf(values: readonly number[], kinds: (value: number) => readonly ProductKind[] | null): ProductKind[] | null {
  if (values.length === 0) return null;
  const all = values.map(kinds);
  return all.some((list) => list === null) ? null : [...new Set(all.flat() as ProductKind[])];
}

/** Category options (SPEC §2 tabs); 11 'All films' is everything. */
function categoryKinds(values: readonly string[]): ProductKind[] | null {
  const options = values.map(
    (value) => PLAY_CATEGORIES.find((option) => String(option.value) === value) ?? refuse(`The filter category has no option "${value}".`),
  );
  const kinds = new Map(options.map((option) => [option.value, option.value === DEFAULT_CATEGORY ? null : option.kinds]));
  return kindsOf([...kinds.keys()], (value) => kinds.get(value) ?? null);
}

function subjects(values: readonly string[]): number[] | null {
  const ids = values.map((value) =>
    /^\d{1,9}$/.test(value) ? Number(value) : refuse(`The filter subject takes a subject id, not "${value}".`),
  );
  // Node 0 is the tree's root, every subject (search-filter-sets.ts).
  return ids.length === 0 || ids.includes(0) ? null : [...new Set(ids)];
}

/** SPEC §5 via the domain: min snapped down, max up to the step; a max at the cap (70) is open, as is a min at 0. */
function rangeChoice(facet: RangeFacet, ranges: Readonly<Record<string, number>>): RangeChoice {
  const { minQueryKey, maxQueryKey, stepSize } = RANGE_FILTERS[facet];
  const bounds = { lower: 0, upper: RANGE_UPPER_CAP };
  const given = (key: string) => (Object.hasOwn(ranges, key) ? ranges[key] : undefined);
  const min = given(minQueryKey);
  const max = given(maxQueryKey);
  // Decision (as the domain's setRange): a reversed range is the same range the other way round.
  const [low, high] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
  const snappedMin = low === undefined ? bounds.lower : snapMin(low, stepSize, bounds);
  const snappedMax = high === undefined ? bounds.upper : snapMax(high, stepSize, bounds);
  return { min: snappedMin <= bounds.lower ? null : snappedMin, max: snappedMax >= bounds.upper ? null : snappedMax };
}

/**
 * Reads a product search request (openapi searchProducts, settled in its description): the type
 * list, series mode, the filter keys of every app (other parameters are ignored), with a 400 for a
 * value the filter cannot take. SPEC §9: type 6 alone hides the language and subtitle filters, so
 * their values are then set aside (audioOnly).
 */
export function readSearchRequest(input: SearchQueryInput, defaultLimit: number): SearchRequest {
  const types = [...new Set(input.type ?? [])];
  const seriesMode = input.series !== undefined && parseSearchBoolean(input.series) === true;
  const parsed = parseSearchAddress(buildQuery(filterEntries(input.raw)), FILTER_KEYS_ALL);
  if (!parsed.ok) refuse(`The filter ${parsed.errors[0]?.param ?? ""} takes a number, not "${parsed.errors[0]?.value ?? ""}".`);
  const { filters, ranges } = parsed.value;
  const list = (key: string): string[] | null => {
    const values = Object.hasOwn(filters, key) ? filters[key] : undefined;
    return values === undefined || values.length === 0 ? null : [...new Set(values)];
  };
  const audioOnly = types.length === 1 && types[0] === AUDIO_TYPE;
  const limit = input.limit ?? defaultLimit;
  return {
    text: input.q ?? "",
    app: input.app ?? null,
    sort: input.sort ?? null,
    offset: pageOffset(input.page ?? 1, limit),
    limit,
    selection: {
      kinds: kindsOf(
        types.filter((type) => type !== SERIES_MODE_TYPE),
        (type) => (type === DEFAULT_TYPE ? null : kindsOfType(type)),
      ),
      categoryKinds: categoryKinds(list(FILTER_KEYS.category) ?? []),
      seriesOnly: seriesMode || types.includes(SERIES_MODE_TYPE),
      subjects: subjects(list("subject") ?? []),
      audience: list(FILTER_KEYS.audience),
      audioOnly,
      language: list(FILTER_KEYS.language),
      subtitle: list(FILTER_KEYS.subtitle),
      supplier: list(FILTER_KEYS.supplier),
      format: list("format"),
      duration: rangeChoice("duration", ranges),
      pages: rangeChoice("pages", ranges),
    },
    choices: { type: types.map(String), filters, ranges },
  };
}
