// SPEC §2 "Search address parameters": type, and the app's filter keys including the min and max
// keys of range filters. The address itself (parse, serialise, reserved keys) is the
// search-address module's; these functions fill its filter part from the filters and back.
//
// - The type filter (queryKey "type") is the address's own `type` list (the default link carries
//   type=5, SPEC §2).
// - Other checkbox filters: `filters[queryKey]` = the selected values, left out when none.
// - A tree filter: `filters[queryKey]` = [id of its last node], only when the path is longer than
//   the root (SPEC §5 "active").
// - A range filter: `ranges[minQueryKey]` only when narrowed at the bottom, `ranges[maxQueryKey]`
//   only when narrowed at the top (SPEC §5 "active only if…").
// "Per-app" keys: the address holds the filters of its `app`; filterKeysOf (search-address) lists
// which keys belong to that app's filters, so other keys are not read as filters.
import type { SearchAddress } from "../search-address/search-address";
import { selectedValues, selectValues } from "./checkbox-filter";
import { FILTER_KEYS } from "./filter-keys";
import type { Filter } from "./filter.types";
import { rangeBounds, setRange } from "./range-filter";
import { clearTree, selectTreeNode, selectedTreeNode } from "./tree-filter";

export type FilterAddress = Pick<SearchAddress, "type" | "filters" | "ranges">;

export const EMPTY_FILTER_ADDRESS: FilterAddress = { type: [], filters: {}, ranges: {} };

/** The filter part of the search address for the chosen filters. */
export function filtersToAddress(filters: readonly Filter[]): FilterAddress {
  let type: string[] = [];
  const lists: Record<string, string[]> = {};
  const ranges: Record<string, number> = {};
  for (const filter of filters) {
    switch (filter.kind) {
      case "CHECKBOX": {
        const values = selectedValues(filter).map(String);
        if (filter.queryKey === FILTER_KEYS.type) type = values;
        else if (values.length > 0) lists[filter.queryKey] = values;
        break;
      }
      case "TREE": {
        const node = selectedTreeNode(filter);
        if (filter.path.length > 1 && node !== undefined) lists[filter.queryKey] = [String(node.id)];
        break;
      }
      case "RANGE": {
        const { lower, upper } = rangeBounds(filter);
        if (filter.minValue > lower) ranges[filter.minQueryKey] = filter.minValue;
        if (filter.maxValue < upper) ranges[filter.maxQueryKey] = filter.maxValue;
        break;
      }
    }
  }
  return { type, filters: lists, ranges };
}

function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The filters with the choices the address holds, whatever they held before: a checkbox selects
 * exactly the listed values (unknown values are ignored); a range takes the snapped min and max
 * (absent → the bound); a tree selects the listed node (absent or unknown → the root).
 * Preselections (filter-preselection) are a separate step for filters the address left empty.
 */
export function applyAddressToFilters(filters: readonly Filter[], address: FilterAddress): Filter[] {
  return filters.map((filter): Filter => {
    switch (filter.kind) {
      case "CHECKBOX":
        return selectValues(filter, filter.queryKey === FILTER_KEYS.type ? address.type : (own(address.filters, filter.queryKey) ?? []));
      case "RANGE": {
        const { lower, upper } = rangeBounds(filter);
        return setRange(filter, own(address.ranges, filter.minQueryKey) ?? lower, own(address.ranges, filter.maxQueryKey) ?? upper);
      }
      case "TREE": {
        const root = clearTree(filter);
        const id = own(address.filters, filter.queryKey)?.[0];
        return id === undefined ? root : selectTreeNode(root, id);
      }
    }
  });
}
