export * from "./filter.types";
export * from "./filter-keys";
export {
  toggleOption,
  selectOnlyOne,
  selectAll,
  clearAll,
  selectByTitle,
  selectValues,
  selectedValues,
  isCheckboxActive,
} from "./checkbox-filter";
export {
  RANGE_UPPER_CAP,
  rangeBounds,
  snapMin,
  snapMax,
  setRange,
  normaliseRange,
  isRangeActive,
  clearRange,
  type RangeBounds,
} from "./range-filter";
export { treeRoot, pathToNode, selectTreeNode, isTreeActive, clearTree, selectedTreeNode, childNodes } from "./tree-filter";
export { isFilterActive, clearFilter, withActiveFlag, clearFilterSet, activeFilterCount } from "./filter-operations";
export { preselectFilters, withPlaySeriesOption, currentType, visibleFilters } from "./filter-preselection";
export { EMPTY_FILTER_ADDRESS, filtersToAddress, applyAddressToFilters, type FilterAddress } from "./filter-query";
