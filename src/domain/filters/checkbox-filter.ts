// SPEC §4 Filters: checkbox options toggle; operations select-only-one, select-all, clear-all,
// select-by-title. Clearing a filter of kind type leaves option 5 selected.
import { DEFAULT_TYPE, FILTER_KEYS } from "./filter-keys";
import { sameValue, type CheckboxFilter, type CheckboxOption, type FilterValue } from "./filter.types";

function withSelection(filter: CheckboxFilter, isSelected: (option: CheckboxOption) => boolean): CheckboxFilter {
  return { ...filter, options: filter.options.map((option) => ({ ...option, isSelected: isSelected(option) })) };
}

function isTypeFilter(filter: CheckboxFilter): boolean {
  return filter.queryKey === FILTER_KEYS.type;
}

/** Flips one option; an unknown value leaves the filter as it was. */
export function toggleOption(filter: CheckboxFilter, value: FilterValue): CheckboxFilter {
  return withSelection(filter, (o) => (sameValue(o.value, value) ? !o.isSelected : o.isSelected));
}

/** Exactly this option selected (nothing selected when the value is unknown). */
export function selectOnlyOne(filter: CheckboxFilter, value: FilterValue): CheckboxFilter {
  return withSelection(filter, (o) => sameValue(o.value, value));
}

/** Every option selected — only where the server allows it (allowSelectAll). */
export function selectAll(filter: CheckboxFilter): CheckboxFilter {
  if (!filter.allowSelectAll) return filter;
  return withSelection(filter, () => true);
}

/** Nothing selected; SPEC §4: a cleared type filter keeps option 5. */
export function clearAll(filter: CheckboxFilter): CheckboxFilter {
  const keep = isTypeFilter(filter);
  return withSelection(filter, (o) => keep && sameValue(o.value, DEFAULT_TYPE));
}

function normaliseTitle(title: string): string {
  return title.trim().toLocaleLowerCase("sv");
}

/**
 * Adds the option with this title to the selection (used when a filter suggestion is picked in
 * the combo box). Titles match ignoring case and edge spaces. An option found only among the
 * search results of a searchable filter is added to the options, selected. Unknown titles change
 * nothing.
 */
export function selectByTitle(filter: CheckboxFilter, title: string): CheckboxFilter {
  const wanted = normaliseTitle(title);
  const matches = (o: CheckboxOption): boolean => normaliseTitle(o.title) === wanted;
  if (filter.options.some(matches)) {
    return withSelection(filter, (o) => o.isSelected || matches(o));
  }
  const found = filter.searchResults?.find(matches);
  if (found === undefined) return filter;
  return { ...filter, options: [...filter.options, { ...found, isSelected: true }] };
}

/** Selects exactly the given values (used when the search address is read back). */
export function selectValues(filter: CheckboxFilter, values: readonly FilterValue[]): CheckboxFilter {
  return withSelection(filter, (o) => values.some((v) => sameValue(o.value, v)));
}

export function selectedValues(filter: CheckboxFilter): FilterValue[] {
  return filter.options.filter((o) => o.isSelected).map((o) => o.value);
}

/**
 * Active when the selection narrows the search. Decision: a type filter whose only selection is
 * the default option 5 is not active, because that is what clearing it gives (SPEC §4).
 */
export function isCheckboxActive(filter: CheckboxFilter): boolean {
  const selected = selectedValues(filter);
  if (selected.length === 0) return false;
  if (isTypeFilter(filter) && selected.length === 1 && sameValue(selected[0], DEFAULT_TYPE)) return false;
  return true;
}
