import type { components } from "../../src/contract/api.gen";
import type { AppSlug } from "../../src/domain/access/licence";
import { AUDIO_TYPE, DEFAULT_CATEGORY, FILTER_KEYS, PLAY_SERIES_TYPE } from "../../src/domain/filters/filter-keys";
import { isFilterActive } from "../../src/domain/filters/filter-operations";
import { applyAddressToFilters, EMPTY_FILTER_ADDRESS, type FilterAddress } from "../../src/domain/filters/filter-query";
import { currentType, preselectFilters, visibleFilters, withPlaySeriesOption } from "../../src/domain/filters/filter-preselection";
import type { CheckboxFilter, Filter, TreeNode } from "../../src/domain/filters/filter.types";
import { clearRange, rangeBounds } from "../../src/domain/filters/range-filter";
import { clearTree } from "../../src/domain/filters/tree-filter";
import type { ProductKind as StoredKind } from "../catalogue/catalogue-product";
import { toContractFilter, type FilterCounts } from "./search-filter.mapper";
import {
  categoryOptions,
  PLAY_SERIES_KINDS,
  RANGE_FILTERS,
  SEARCH_FILTER_LAYOUT,
  typeOptions,
  type FilterSpec,
  type KindOption,
  type RangeFacet,
  type ValueFacet,
} from "./search-taxonomy";

type Schemas = components["schemas"];

/** What the facets repository counted for one app. */
export interface AppFacets {
  readonly kinds: ReadonlyMap<StoredKind, number>;
  readonly values: ReadonlyMap<ValueFacet, readonly { readonly value: string; readonly count: number }[]>;
  readonly ranges: ReadonlyMap<RangeFacet, { readonly min: number; readonly max: number }>;
  /** Kinds as the category filter counts them (a search leaves the category's own choice out); else `kinds`. */
  readonly categoryKinds?: ReadonlyMap<StoredKind, number>;
  /** Kinds as type 6 alone counts them (SPEC §9: without the language and subtitle choices); else `kinds`. */
  readonly audioKinds?: ReadonlyMap<StoredKind, number>;
  /** The ranges' bounds among the products found (RangeFilter dynamicMin and dynamicMax). */
  readonly resultRanges?: ReadonlyMap<RangeFacet, { readonly min: number; readonly max: number }>;
  /** Products per subject node (a product counts for every node above its subjects too). */
  readonly subjects: ReadonlyMap<number, number>;
}

export interface SubjectNode {
  readonly id: number;
  readonly parentId: number | null;
  readonly title: string;
}

/** The tree's root: subject ids are positive (002_catalogue.sql), so 0 is free for "every subject". */
const SUBJECT_ROOT_ID = 0;

const LANGUAGE_NAMES = new Intl.DisplayNames(["sv"], { type: "language", fallback: "code" });

/** ISO 639-1 codes read as Swedish language names ('Svenska'); an unknown code stays as it is. */
function languageTitle(code: string): string {
  let name = code;
  try {
    name = LANGUAGE_NAMES.of(code) ?? code;
  } catch {
    // Not a language tag at all (imported data): the code is the best title there is.
  }
  return name.charAt(0).toLocaleUpperCase("sv") + name.slice(1);
}

function kindsCount(facets: AppFacets, kinds: readonly StoredKind[] | null): number {
  const counted = kinds ?? [...facets.kinds.keys()];
  return counted.reduce((sum, kind) => sum + (facets.kinds.get(kind) ?? 0), 0);
}

function checkbox(spec: { queryKey: string; title: string }, options: CheckboxFilter["options"], fromCatalogue: boolean): CheckboxFilter {
  // Catalogue values change with the other filters; the kind lists are fixed (type keeps 5, SPEC §4).
  return {
    kind: "CHECKBOX",
    title: spec.title,
    queryKey: spec.queryKey,
    allowSelectAll: fromCatalogue,
    options,
    dynamicOptions: fromCatalogue,
  };
}

function kindFilter(spec: FilterSpec & { kind: "KINDS" }, options: readonly KindOption[], facets: AppFacets): CheckboxFilter[] {
  if (options.length === 0) return [];
  return [
    checkbox(
      spec,
      options.map((o) => ({
        value: o.value,
        title: o.title,
        count: kindsCount(
          o.value === AUDIO_TYPE && spec.queryKey === FILTER_KEYS.type ? { ...facets, kinds: facets.audioKinds ?? facets.kinds } : facets,
          o.kinds,
        ),
        isSelected: false,
      })),
      false,
    ),
  ];
}

function valueFilter(spec: FilterSpec & { kind: "VALUES" }, facets: AppFacets, choices: FilterAddress): CheckboxFilter[] {
  const title = spec.facet === "language" || spec.facet === "subtitle" ? languageTitle : (value: string) => value;
  const counted = facets.values.get(spec.facet) ?? [];
  // A chosen value nothing is found with still shows, chosen, with 0: the user can see and undo it.
  const chosen = (Object.hasOwn(choices.filters, spec.queryKey) ? choices.filters[spec.queryKey] : undefined) ?? [];
  const missing = [...new Set(chosen)].filter((value) => !counted.some((c) => c.value === value)).map((value) => ({ value, count: 0 }));
  const options = [...counted, ...missing]
    .map(({ value, count }) => ({ value, title: title(value), count, isSelected: false }))
    // Decision: the most common first, then by title, as facet lists usually read.
    .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title, "sv"));
  return options.length === 0 ? [] : [checkbox(spec, options, true)];
}

function rangeFilter(spec: FilterSpec & { kind: "RANGE" }, facets: AppFacets): Filter[] {
  const bounds0 = facets.ranges.get(spec.facet);
  if (!bounds0) return [];
  const { minQueryKey, maxQueryKey, unit, stepSize } = RANGE_FILTERS[spec.facet];
  // SPEC §9 via the domain: the upper bound capped at 70, a min of 1 read as 0; nothing chosen yet.
  const bounds = rangeBounds(bounds0);
  // Decision: the lower bound rounded down to a step, so every stop between the bounds is a multiple.
  const min = Math.floor(bounds.lower / stepSize) * stepSize;
  const max = bounds.upper;
  const found = facets.resultRanges?.get(spec.facet);
  const [dynamicMin, dynamicMax] = found ? [found.min, found.max] : [null, null];
  return [
    clearRange({
      kind: "RANGE",
      title: spec.title,
      minQueryKey,
      maxQueryKey,
      unit,
      stepSize,
      min,
      max,
      minValue: min,
      maxValue: max,
      dynamicMin,
      dynamicMax,
    }),
  ];
}

function treeFilter(
  spec: FilterSpec & { kind: "TREE" },
  facets: AppFacets,
  subjects: readonly SubjectNode[],
  choices: FilterAddress,
): Filter[] {
  // Decision: only subjects with products in the app; their parents have products too, so the tree
  // holds. A chosen node stays with its parents, even without products, so the path can show it.
  const chosen = new Set<number>();
  for (let id = Number(choices.filters[spec.queryKey]?.[0]); Number.isInteger(id) && !chosen.has(id);) {
    const node = subjects.find((subject) => subject.id === id);
    if (!node) break;
    chosen.add(id);
    id = node.parentId ?? Number.NaN;
  }
  const kept = subjects.filter((subject) => (facets.subjects.get(subject.id) ?? 0) > 0 || chosen.has(subject.id));
  const hasChildren = (id: number) => kept.some((subject) => (subject.parentId ?? SUBJECT_ROOT_ID) === id);
  const root: TreeNode = { id: SUBJECT_ROOT_ID, title: spec.rootTitle, parent: null, hasChildren: hasChildren(SUBJECT_ROOT_ID) };
  const nodes = kept.map((s) => ({ id: s.id, title: s.title, parent: s.parentId ?? SUBJECT_ROOT_ID, hasChildren: hasChildren(s.id) }));
  return [clearTree({ kind: "TREE", title: spec.title, queryKey: spec.queryKey, options: [root, ...nodes], path: [] })];
}

function domainFilters(
  app: AppSlug,
  spec: FilterSpec,
  facets: AppFacets,
  subjects: readonly SubjectNode[],
  choices: FilterAddress,
): Filter[] {
  switch (spec.kind) {
    case "KINDS":
      return spec.queryKey === FILTER_KEYS.type
        ? kindFilter(spec, typeOptions(app), facets)
        : kindFilter(spec, categoryOptions(app), { ...facets, kinds: facets.categoryKinds ?? facets.kinds });
    case "VALUES":
      return valueFilter(spec, facets, choices);
    case "RANGE":
      return rangeFilter(spec, facets);
    case "TREE":
      return treeFilter(spec, facets, subjects, choices);
  }
}

/** Counts of options the domain adds (Play's 99 'Serier') and of the subject nodes. */
function extraCounts(app: AppSlug, facets: AppFacets): FilterCounts {
  const subjectCounts = new Map([...facets.subjects].map(([id, count]) => [String(id), count]));
  // The root is every subject: counted by the search (node 0) under the other filters, else every kind.
  if (!subjectCounts.has(String(SUBJECT_ROOT_ID))) subjectCounts.set(String(SUBJECT_ROOT_ID), kindsCount(facets, null));
  return new Map([
    [FILTER_KEYS.type, new Map(app === "play" ? [[String(PLAY_SERIES_TYPE.value), kindsCount(facets, PLAY_SERIES_KINDS)]] : [])],
    ...SEARCH_FILTER_LAYOUT[app].flatMap((set) =>
      set.filters.flatMap((f) => (f.kind === "TREE" ? [[f.queryKey, subjectCounts] as const] : [])),
    ),
  ]);
}

/** A choice that is the default anyway (a lone category 11, SPEC §9) does not make a filter active. */
function isChosen(filter: Filter): boolean {
  if (!isFilterActive(filter)) return false;
  if (filter.kind !== "CHECKBOX" || filter.queryKey !== FILTER_KEYS.category) return true;
  const selected = filter.options.filter((o) => o.isSelected);
  return !(selected.length === 1 && String(selected[0]?.value) === String(DEFAULT_CATEGORY));
}

/**
 * An app's filter sets for a search (openapi searchProducts): the layout of search-taxonomy.ts
 * filled with the app's counts, the user's choices applied as the search address reads them
 * (src/domain/filters/filter-query), then SPEC §9's rules from src/domain/filters — Play's extra
 * type 99 'Serier', category 11 and type 5 preselected where nothing is chosen, type 6 alone
 * hiding the language and subtitle filters. A set is active by the user's own choices only.
 */
export function searchFilterSets(
  app: AppSlug,
  facets: AppFacets,
  subjects: readonly SubjectNode[],
  choices: FilterAddress,
): Schemas["FilterSet"][] {
  const sets = SEARCH_FILTER_LAYOUT[app].map((spec) => {
    const built = withPlaySeriesOption(
      spec.filters.flatMap((filter) => domainFilters(app, filter, facets, subjects, choices)),
      app,
    );
    const filters = applyAddressToFilters(built, choices);
    return { title: spec.title, isActive: filters.some(isChosen), filters: preselectFilters(filters) };
  });
  const type = currentType(sets.flatMap((set) => set.filters));
  const counts = extraCounts(app, facets);
  return sets
    .map((set) => ({ ...set, filters: visibleFilters(set.filters, type) }))
    .filter((set) => set.filters.length > 0)
    .map((set) => ({
      title: set.title,
      appName: app,
      isActive: set.isActive,
      filters: set.filters.map((f) => toContractFilter(f, counts)),
    }));
}

/**
 * An app's filter sets before the first search (openapi getSearchPage): searchFilterSets with
 * nothing chosen, so no set is active yet.
 */
export function initialFilterSets(app: AppSlug, facets: AppFacets, subjects: readonly SubjectNode[]): Schemas["FilterSet"][] {
  return searchFilterSets(app, facets, subjects, EMPTY_FILTER_ADDRESS);
}
