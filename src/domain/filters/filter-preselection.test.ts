import { describe, expect, it } from "vitest";
import { selectedValues } from "./checkbox-filter";
import type { CheckboxFilter, Filter, RangeFilter } from "./filter.types";
import { currentType, preselectFilters, visibleFilters, withPlaySeriesOption } from "./filter-preselection";

const checkbox = (queryKey: string, values: number[], selected: number[] = []): CheckboxFilter => ({
  kind: "CHECKBOX",
  title: queryKey,
  queryKey,
  allowSelectAll: false,
  options: values.map((value) => ({ value, title: `Val ${value}`, count: 1, isSelected: selected.includes(value) })),
});
const duration: RangeFilter = {
  kind: "RANGE",
  title: "Längd",
  minQueryKey: "language",
  maxQueryKey: "subtitle",
  min: 0,
  max: 70,
  stepSize: 5,
  unit: "TIME",
  minValue: 0,
  maxValue: 70,
};
const typeOf = (filters: Filter[]) => filters.find((f): f is CheckboxFilter => f.kind === "CHECKBOX" && f.queryKey === "type");

describe("filter preselection", () => {
  it("preselects option 11 of the category key and option 5 of the type key", () => {
    const [category, type, other] = preselectFilters([
      checkbox("category", [10, 11]),
      checkbox("type", [5, 6]),
      checkbox("audience", [11, 5]),
    ]);
    expect(selectedValues(category as CheckboxFilter)).toEqual([11]);
    expect(selectedValues(type as CheckboxFilter)).toEqual([5]);
    expect(selectedValues(other as CheckboxFilter)).toEqual([]);
  });

  it("leaves a filter that already has a choice alone", () => {
    const [type] = preselectFilters([checkbox("type", [5, 6], [6])]);
    expect(selectedValues(type as CheckboxFilter)).toEqual([6]);
  });

  it("adds Play's extra type option 99 'Serier' once", () => {
    const once = withPlaySeriesOption([checkbox("type", [5, 6])], "play");
    const twice = withPlaySeriesOption(once, "play");
    expect(typeOf(twice)?.options.map((o) => [o.value, o.title])).toEqual([
      [5, "Val 5"],
      [6, "Val 6"],
      [99, "Serier"],
    ]);
  });

  it("does not add 'Serier' in other apps", () => {
    expect(typeOf(withPlaySeriesOption([checkbox("type", [5, 6])], "bookcorner"))?.options).toHaveLength(2);
  });

  it("hides the language and subtitle filters for type 6 only", () => {
    const filters: Filter[] = [checkbox("language", [1]), checkbox("subtitle", [1]), checkbox("category", [11]), duration];
    expect(visibleFilters(filters, 6).map((f) => f.title)).toEqual(["category", "Längd"]);
    expect(visibleFilters(filters, "6")).toHaveLength(2);
    expect(visibleFilters(filters, 5)).toHaveLength(4);
    expect(visibleFilters(filters, undefined)).toHaveLength(4);
  });

  it("reads the current type from a single choice, else from the address", () => {
    expect(currentType([checkbox("type", [5, 6], [6])], 5)).toBe(6);
    expect(currentType([checkbox("type", [5, 6], [5, 6])], 5)).toBe(5);
    expect(currentType([], undefined)).toBeUndefined();
  });
});
