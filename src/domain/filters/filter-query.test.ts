import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSearchAddress } from "../search-address/parse-search-address";
import { EMPTY_SEARCH_ADDRESS, filterKeysOf } from "../search-address/search-address";
import { serialiseSearchAddress } from "../search-address/serialise-search-address";
import type { CheckboxFilter, Filter, RangeFilter, TreeFilter, TreeNode } from "./filter.types";
import { applyAddressToFilters, EMPTY_FILTER_ADDRESS, filtersToAddress } from "./filter-query";
import { clearFilter } from "./filter-operations";
import { setRange } from "./range-filter";
import { selectTreeNode } from "./tree-filter";

const checkbox = (queryKey: string, selected: boolean[]): CheckboxFilter => ({
  kind: "CHECKBOX",
  title: queryKey,
  queryKey,
  allowSelectAll: true,
  options: selected.map((isSelected, i) => ({ value: i % 2 === 0 ? i : `v${i}`, title: `Val ${i}`, isSelected })),
});
const range = (key: string, min: number, max: number, stepSize: number, from: number, to: number): RangeFilter =>
  setRange(
    {
      kind: "RANGE",
      title: key,
      minQueryKey: `${key}Min`,
      maxQueryKey: `${key}Max`,
      min,
      max,
      stepSize,
      unit: "TIME",
      minValue: min,
      maxValue: max,
    },
    from,
    to,
  );
const node = (id: string, parent: string | null): TreeNode => ({ id, title: id, parent, hasChildren: true });
const subjects: TreeFilter = {
  kind: "TREE",
  title: "Ämne",
  queryKey: "subject",
  options: [node("all", null), node("sci", "all"), node("bio", "sci"), node("lang", "all"), node("sv", "lang")],
  path: [node("all", null)],
};

const arbFilters = fc
  .record({
    type: fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
    category: fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
    range: fc.record({
      min: fc.integer({ min: 0, max: 10 }),
      max: fc.integer({ min: 10, max: 200 }),
      step: fc.integer({ min: 1, max: 10 }),
      from: fc.integer({ min: -20, max: 220 }),
      to: fc.integer({ min: -20, max: 220 }),
    }),
    tree: fc.constantFrom("all", "sci", "bio", "lang", "sv"),
  })
  .map(({ type, category, range: r, tree }): Filter[] => [
    checkbox("type", type),
    checkbox("category", category),
    range("duration", r.min, r.max, r.step, r.from, r.to),
    selectTreeNode(subjects, tree),
  ]);

describe("filters in the search address", () => {
  it("puts the type filter's choices in the address's own type list", () => {
    expect(filtersToAddress([checkbox("type", [true, true])]).type).toEqual(["0", "v1"]);
  });

  it("lists the selected values of other checkbox filters, and leaves out empty ones", () => {
    expect(filtersToAddress([checkbox("category", [true, false, true]), checkbox("language", [false])]).filters).toEqual({
      category: ["0", "2"],
    });
  });

  it("writes a range's min and max keys only where it is narrowed", () => {
    expect(filtersToAddress([range("duration", 0, 120, 5, 0, 70)]).ranges).toEqual({});
    expect(filtersToAddress([range("duration", 0, 120, 5, 12, 70)]).ranges).toEqual({ durationMin: 10 });
    expect(filtersToAddress([range("duration", 0, 120, 5, 0, 33)]).ranges).toEqual({ durationMax: 35 });
  });

  it("writes a tree's last node only when the path is longer than the root", () => {
    expect(filtersToAddress([subjects])).toEqual({ type: [], filters: {}, ranges: {} });
    expect(filtersToAddress([selectTreeNode(subjects, "bio")]).filters).toEqual({ subject: ["bio"] });
  });

  it("reads the choices back, snapping range values and rebuilding the tree path", () => {
    const [type, category, duration, tree] = applyAddressToFilters(
      [checkbox("type", [true, false]), checkbox("category", [true, false, false]), range("duration", 0, 120, 5, 0, 120), subjects],
      { type: ["v1"], filters: { category: ["2", "unknown"], subject: ["sv"] }, ranges: { durationMin: 12 } },
    );
    expect((type as CheckboxFilter).options.map((o) => o.isSelected)).toEqual([false, true]);
    expect((category as CheckboxFilter).options.map((o) => o.isSelected)).toEqual([false, false, true]);
    expect(duration).toMatchObject({ minValue: 10, maxValue: 70 });
    expect((tree as TreeFilter).path.map((n) => n.id)).toEqual(["all", "lang", "sv"]);
  });

  it("does not take inherited object keys for filters", () => {
    const [filter] = applyAddressToFilters([checkbox("toString", [true])], EMPTY_FILTER_ADDRESS);
    expect((filter as CheckboxFilter).options[0]?.isSelected).toBe(false);
  });

  it("round-trips: reading back what was written gives the same filters", () => {
    fc.assert(
      fc.property(arbFilters, (filters) => {
        const cleared = filters.map((f) => clearFilter(f));
        expect(applyAddressToFilters(cleared, filtersToAddress(filters))).toEqual(filters);
      }),
    );
  });

  it("round-trips through the real query string of the search address", () => {
    fc.assert(
      fc.property(arbFilters, (filters) => {
        const search = serialiseSearchAddress({ ...EMPTY_SEARCH_ADDRESS, app: "play", ...filtersToAddress(filters) });
        const parsed = parseSearchAddress(search, filterKeysOf(filters));
        expect(parsed.ok).toBe(true);
        const cleared = filters.map((f) => clearFilter(f));
        expect(applyAddressToFilters(cleared, parsed.value)).toEqual(filters);
      }),
    );
  });
});
