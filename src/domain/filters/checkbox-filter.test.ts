import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clearAll,
  isCheckboxActive,
  selectAll,
  selectByTitle,
  selectOnlyOne,
  selectValues,
  selectedValues,
  toggleOption,
} from "./checkbox-filter";
import type { CheckboxFilter } from "./filter.types";

const option = (value: number | string, title: string, isSelected = false) => ({ value, title, count: 3, isSelected });

const category: CheckboxFilter = {
  kind: "CHECKBOX",
  title: "Kategori",
  queryKey: "category",
  allowSelectAll: true,
  options: [option(11, "Alla filmer"), option(12, "Klipp", true), option(13, "Dokumentärer")],
};

const type: CheckboxFilter = {
  kind: "CHECKBOX",
  title: "Typ",
  queryKey: "type",
  allowSelectAll: false,
  options: [option(5, "Alla"), option(6, "Radio & poddar", true), option(29, "Serier", true)],
};

const arbFilter = fc
  .record({
    queryKey: fc.constantFrom("type", "category", "language"),
    allowSelectAll: fc.boolean(),
    selections: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
  })
  .map(({ queryKey, allowSelectAll, selections }): CheckboxFilter => ({
    kind: "CHECKBOX",
    title: "T",
    queryKey,
    allowSelectAll,
    options: selections.map((isSelected, i) => option(i + 4, `Val ${i + 4}`, isSelected)),
  }));

describe("checkbox filter", () => {
  it("toggles one option and leaves the others", () => {
    expect(selectedValues(toggleOption(category, 11))).toEqual([11, 12]);
    expect(selectedValues(toggleOption(category, 12))).toEqual([]);
  });

  it("treats 5 and '5' as the same option value", () => {
    expect(selectedValues(toggleOption(type, "5"))).toEqual([5, 6, 29]);
  });

  it("toggling twice gives the filter back", () => {
    fc.assert(
      fc.property(arbFilter, fc.integer({ min: 0, max: 14 }), (f, v) => {
        expect(toggleOption(toggleOption(f, v), v)).toEqual(f);
      }),
    );
  });

  it("selects only one option", () => {
    expect(selectedValues(selectOnlyOne(category, 13))).toEqual([13]);
  });

  it("selects all options when the filter allows it", () => {
    expect(selectedValues(selectAll(category))).toEqual([11, 12, 13]);
  });

  it("does not select all when allowSelectAll is off", () => {
    expect(selectAll(type)).toBe(type);
  });

  it("clears every option of an ordinary filter", () => {
    expect(selectedValues(clearAll(category))).toEqual([]);
  });

  it("leaves option 5 selected when a type filter is cleared", () => {
    expect(selectedValues(clearAll(type))).toEqual([5]);
  });

  it("clearing is idempotent and makes the filter inactive", () => {
    fc.assert(
      fc.property(arbFilter, (f) => {
        const cleared = clearAll(f);
        expect(clearAll(cleared)).toEqual(cleared);
        expect(isCheckboxActive(cleared)).toBe(false);
      }),
    );
  });

  it("selects by title ignoring case and edge spaces, keeping the other choices", () => {
    expect(selectedValues(selectByTitle(category, "  dokumentärer "))).toEqual([12, 13]);
  });

  it("adds an option found only among the search results, selected", () => {
    const searchable: CheckboxFilter = { ...category, searchResults: [option(40, "Naturfilm")] };
    const result = selectByTitle(searchable, "Naturfilm");
    expect(result.options).toHaveLength(4);
    expect(selectedValues(result)).toEqual([12, 40]);
  });

  it("changes nothing for an unknown title", () => {
    expect(selectByTitle(category, "Finns inte")).toBe(category);
  });

  it("selects exactly the given values", () => {
    expect(selectedValues(selectValues(category, ["11", 13, "99"]))).toEqual([11, 13]);
  });

  it("is active with a choice, but not when a type filter holds only its default 5", () => {
    expect(isCheckboxActive(category)).toBe(true);
    expect(isCheckboxActive(clearAll(category))).toBe(false);
    expect(isCheckboxActive(clearAll(type))).toBe(false);
    expect(isCheckboxActive(selectOnlyOne(type, 6))).toBe(true);
  });

  it("never mutates its input", () => {
    const frozen = structuredClone(category);
    toggleOption(category, 11);
    selectAll(category);
    clearAll(category);
    selectByTitle(category, "Klipp");
    expect(category).toEqual(frozen);
  });
});
