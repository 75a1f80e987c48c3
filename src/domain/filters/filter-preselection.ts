// SPEC §9 Filters: the category key preselects option 11 and the type key option 5; Play gets an
// extra type option 99 'Serier'; type 6 hides the language and subtitle filters.
import { selectedValues } from "./checkbox-filter";
import { isPlayApp } from "../search-address/search-page-rules";
import { AUDIO_TYPE, DEFAULT_CATEGORY, DEFAULT_TYPE, FILTER_KEYS, PLAY_SERIES_TYPE } from "./filter-keys";
import { sameValue, type CheckboxFilter, type Filter, type FilterValue } from "./filter.types";

const PRESELECTED: Readonly<Record<string, FilterValue>> = {
  [FILTER_KEYS.category]: DEFAULT_CATEGORY,
  [FILTER_KEYS.type]: DEFAULT_TYPE,
};

function preselectOne(filter: Filter): Filter {
  if (filter.kind !== "CHECKBOX") return filter;
  const value = PRESELECTED[filter.queryKey];
  // Only a filter with nothing chosen is preselected: a choice from the address or the user wins.
  if (value === undefined || filter.options.some((o) => o.isSelected)) return filter;
  return { ...filter, options: filter.options.map((o) => (sameValue(o.value, value) ? { ...o, isSelected: true } : o)) };
}

/** Applies the preselections to filters fresh from the server. */
export function preselectFilters(filters: readonly Filter[]): Filter[] {
  return filters.map(preselectOne);
}

/** Play's type filter gets the option 99 'Serier' (once); other apps are left as they are. */
export function withPlaySeriesOption(filters: readonly Filter[], appName: string): Filter[] {
  if (!isPlayApp(appName)) return [...filters];
  return filters.map((filter) => {
    if (filter.kind !== "CHECKBOX" || filter.queryKey !== FILTER_KEYS.type) return filter;
    if (filter.options.some((o) => sameValue(o.value, PLAY_SERIES_TYPE.value))) return filter;
    return { ...filter, options: [...filter.options, { value: PLAY_SERIES_TYPE.value, title: PLAY_SERIES_TYPE.title, isSelected: false }] };
  });
}

/** The type the search runs with: the type filter's single choice, else the given address type. */
export function currentType(filters: readonly Filter[], addressType?: FilterValue | null): FilterValue | undefined {
  const typeFilter = filters.find((f): f is CheckboxFilter => f.kind === "CHECKBOX" && f.queryKey === FILTER_KEYS.type);
  const selected = typeFilter === undefined ? [] : selectedValues(typeFilter);
  if (selected.length === 1) return selected[0];
  return addressType ?? undefined;
}

function hiddenByType(filter: Filter): boolean {
  return filter.kind !== "RANGE" && (filter.queryKey === FILTER_KEYS.language || filter.queryKey === FILTER_KEYS.subtitle);
}

/** The filters the panel shows for a type: type 6 (audio) has no language or subtitle filters. */
export function visibleFilters(filters: readonly Filter[], type: FilterValue | null | undefined): Filter[] {
  if (!sameValue(type ?? null, AUDIO_TYPE)) return [...filters];
  return filters.filter((f) => !hiddenByType(f));
}
