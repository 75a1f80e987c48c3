import { describe, expect, it } from "vitest";
import type { CheckboxFilter, FilterSet, RangeFilter, TreeFilter } from "./filter.types";
import { activeFilterCount, clearFilter, clearFilterSet, isFilterActive, withActiveFlag } from "./filter-operations";

const type: CheckboxFilter = {
  kind: "CHECKBOX",
  title: "Typ",
  queryKey: "type",
  allowSelectAll: false,
  options: [
    { value: 5, title: "Alla", isSelected: false },
    { value: 6, title: "Ljud", isSelected: true },
  ],
};
const pages: RangeFilter = {
  kind: "RANGE",
  title: "Sidor",
  minQueryKey: "pages_min",
  maxQueryKey: "pages_max",
  min: 0,
  max: 60,
  stepSize: 10,
  unit: "PAGES",
  minValue: 10,
  maxValue: 60,
};
const root = { id: "root", title: "Alla", parent: null, hasChildren: true };
const child = { id: "bio", title: "Biologi", parent: "root", hasChildren: false };
const subject: TreeFilter = { kind: "TREE", title: "Ämne", queryKey: "subject", options: [root, child], path: [root, child] };
const set: FilterSet = { title: "Play", appName: "play", filters: [type, pages, subject], active: false };

describe("filter operations over the three kinds", () => {
  it("tells which filters are active", () => {
    expect([type, pages, subject].map(isFilterActive)).toEqual([true, true, true]);
    expect(activeFilterCount(set.filters)).toBe(3);
  });

  it("clears each kind to its own cleared state", () => {
    expect(
      clearFilter(type)
        .options.filter((o) => o.isSelected)
        .map((o) => o.value),
    ).toEqual([5]);
    expect(clearFilter(pages)).toMatchObject({ minValue: 0, maxValue: 60 });
    expect(clearFilter(subject).path).toEqual([root]);
  });

  it("recomputes the set's active flag", () => {
    expect(withActiveFlag(set).active).toBe(true);
    const cleared = clearFilterSet(set);
    expect(cleared.active).toBe(false);
    expect(activeFilterCount(cleared.filters)).toBe(0);
  });
});
