// One entry point per operation over the three filter kinds (SPEC §4, §5).
import { clearAll, isCheckboxActive } from "./checkbox-filter";
import type { Filter, FilterSet } from "./filter.types";
import { clearRange, isRangeActive } from "./range-filter";
import { clearTree, isTreeActive } from "./tree-filter";

export function isFilterActive(filter: Filter): boolean {
  switch (filter.kind) {
    case "CHECKBOX":
      return isCheckboxActive(filter);
    case "RANGE":
      return isRangeActive(filter);
    case "TREE":
      return isTreeActive(filter);
  }
}

export function clearFilter<F extends Filter>(filter: F): F;
export function clearFilter(filter: Filter): Filter {
  switch (filter.kind) {
    case "CHECKBOX":
      return clearAll(filter);
    case "RANGE":
      return clearRange(filter);
    case "TREE":
      return clearTree(filter);
  }
}

/** The filter set's active flag, recomputed from its filters. */
export function withActiveFlag(set: FilterSet): FilterSet {
  return { ...set, active: set.filters.some(isFilterActive) };
}

/** The clear-filters button of the combo box: every filter back to its cleared state. */
export function clearFilterSet(set: FilterSet): FilterSet {
  return withActiveFlag({ ...set, filters: set.filters.map((f) => clearFilter(f)) });
}

export function activeFilterCount(filters: readonly Filter[]): number {
  return filters.filter(isFilterActive).length;
}
