import type { components } from "../../src/contract/api.gen";
import { childNodes } from "../../src/domain/filters/tree-filter";
import type { CheckboxOption, Filter, FilterValue, TreeNode } from "../../src/domain/filters/filter.types";

type Schemas = components["schemas"];

/**
 * Counts the contract's options carry (FilterOption.count, TreeNode.count), by filter key and value.
 * The domain's options may lack one (withPlaySeriesOption adds 99 without); the map fills it in.
 */
export type FilterCounts = ReadonlyMap<string, ReadonlyMap<string, number>>;

function countOf(counts: FilterCounts, queryKey: string, value: FilterValue, own?: number): number {
  return own ?? counts.get(queryKey)?.get(String(value)) ?? 0;
}

function toOption(option: CheckboxOption, queryKey: string, counts: FilterCounts): Schemas["FilterOption"] {
  return {
    value: String(option.value),
    title: option.title,
    count: countOf(counts, queryKey, option.value, option.count),
    isSelected: option.isSelected,
  };
}

function toTreeNode(node: TreeNode, queryKey: string, counts: FilterCounts): Schemas["TreeNode"] {
  return {
    id: String(node.id),
    title: node.title,
    parent: node.parent === null ? null : String(node.parent),
    hasChildren: node.hasChildren,
    count: countOf(counts, queryKey, node.id),
  };
}

/** A domain filter (src/domain/filters) in the contract's shape (openapi Filter, SPEC §3 three kinds). */
export function toContractFilter(filter: Filter, counts: FilterCounts): Schemas["Filter"] {
  switch (filter.kind) {
    case "CHECKBOX":
      return {
        kind: "CHECKBOX",
        title: filter.title,
        queryKey: filter.queryKey,
        allowSelectAll: filter.allowSelectAll,
        searchEndpoint: filter.searchEndpoint ?? null,
        options: filter.options.map((option) => toOption(option, filter.queryKey, counts)),
        dynamicOptions: filter.dynamicOptions ?? false,
        searchString: filter.searchString ?? null,
        searchResults: (filter.searchResults ?? []).map((option) => toOption(option, filter.queryKey, counts)),
      };
    case "RANGE":
      return {
        kind: "RANGE",
        title: filter.title,
        minQueryKey: filter.minQueryKey,
        maxQueryKey: filter.maxQueryKey,
        min: filter.min,
        max: filter.max,
        stepSize: filter.stepSize,
        unit: filter.unit,
        minValue: filter.minValue,
        maxValue: filter.maxValue,
        dynamicMin: filter.dynamicMin ?? null,
        dynamicMax: filter.dynamicMax ?? null,
      };
    case "TREE":
      return {
        kind: "TREE",
        title: filter.title,
        queryKey: filter.queryKey,
        options: filter.options.map((node) => toTreeNode(node, filter.queryKey, counts)),
        selectedPath: filter.path.map((node) => toTreeNode(node, filter.queryKey, counts)),
        // SPEC §3: the child nodes of the last node of the path.
        children: childNodes(filter).map((node) => toTreeNode(node, filter.queryKey, counts)),
      };
  }
}
