import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { components } from "../../src/contract/api.gen";
import { APP_ORDER } from "../../src/domain/access/licence";
import { KINDS_BY_APP, type ProductKind } from "../catalogue/catalogue-product";
import { initialFilterSets, type AppFacets, type SubjectNode } from "./search-filter-sets";

type Filter = components["schemas"]["Filter"];
type CheckboxFilter = components["schemas"]["CheckboxFilter"];
type RangeFilter = components["schemas"]["RangeFilter"];
type TreeFilter = components["schemas"]["TreeFilter"];

const SUBJECTS: SubjectNode[] = [
  { id: 1, parentId: null, title: "Historia" },
  { id: 2, parentId: 1, title: "Medeltiden" },
  { id: 3, parentId: 2, title: "Digerdöden" },
  { id: 4, parentId: null, title: "Kemi" },
];

function facets(overrides: Partial<AppFacets> = {}): AppFacets {
  return { kinds: new Map(), values: new Map(), ranges: new Map(), subjects: new Map(), ...overrides };
}

const all = (sets: ReturnType<typeof initialFilterSets>): Filter[] => sets.flatMap((set) => set.filters);
const checkbox = (filters: Filter[], key: string) => filters.find((f): f is CheckboxFilter => f.kind === "CHECKBOX" && f.queryKey === key);
const range = (filters: Filter[], key: string) => filters.find((f): f is RangeFilter => f.kind === "RANGE" && f.minQueryKey === key);
const countOf = (filter: CheckboxFilter | undefined, value: string) => filter?.options.find((o) => o.value === value)?.count;

const kindCounts = (app: (typeof APP_ORDER)[number]) =>
  fc
    .tuple(...KINDS_BY_APP[app].map(() => fc.nat(10_000)))
    .map((counts) => new Map(KINDS_BY_APP[app].map((kind, i) => [kind, counts[i]!] as [ProductKind, number])));

describe("an app's initial filter sets (openapi getSearchPage; SPEC §3, §5, §9)", () => {
  it("counts 'everything' (type 5, category 11, the subject root) as the sum of the app's kinds", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...APP_ORDER).chain((app) => fc.tuple(fc.constant(app), kindCounts(app))),
        ([app, kinds]) => {
          const filters = all(initialFilterSets(app, facets({ kinds }), SUBJECTS));
          const total = [...kinds.values()].reduce((a, b) => a + b, 0);
          const type = checkbox(filters, "type");
          expect(countOf(type, "5")).toBe(total);
          const byKind = type?.options.filter((o) => o.value !== "5" && o.value !== "99") ?? [];
          expect(byKind.reduce((sum, o) => sum + o.count, 0)).toBe(total);
          const category = checkbox(filters, "category");
          if (app === "play") {
            expect(countOf(category, "11")).toBe(total);
            expect(category?.options.slice(1).reduce((sum, o) => sum + o.count, 0)).toBe(total);
            expect(countOf(type, "99")).toBe(kinds.get("episode"));
          } else expect(category).toBeUndefined();
          const tree = filters.find((f): f is TreeFilter => f.kind === "TREE");
          expect(tree?.selectedPath.map((node) => [node.id, node.count])).toEqual([["0", total]]);
        },
      ),
    );
  });

  it("bounds every range by SPEC §9 — at most 70, a min of 1 read as 0 — starting on a step, nothing chosen", () => {
    fc.assert(
      fc.property(fc.nat(2_000), fc.nat(2_000), (a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const filters = all(initialFilterSets("lashornan", facets({ ranges: new Map([["pages", { min, max }]]) }), SUBJECTS));
        const pages = range(filters, "minPages");
        expect(pages).toBeDefined();
        expect(pages!.min % pages!.stepSize).toBe(0);
        expect(pages!.min).toBeLessThanOrEqual(pages!.max);
        if (max > 70 && min <= 70) expect(pages!.max).toBe(70);
        if (min === 1) expect(pages!.min).toBe(0);
        expect([pages!.minValue, pages!.maxValue]).toEqual([pages!.min, pages!.max]);
      }),
    );
  });

  it("leaves out a range the app has no values for, and a panel left without filters", () => {
    const sets = initialFilterSets("play", facets({ ranges: new Map([["pages", { min: 10, max: 300 }]]) }), SUBJECTS);
    expect(range(all(sets), "minPages")).toBeUndefined();
    expect(range(all(sets), "minDuration")).toBeUndefined();
    expect(sets.map((set) => set.title)).not.toContain("Längd");
  });

  it("keeps the subjects with products, under one root, the top ones as the root's children", () => {
    const subjects = new Map([
      [1, 5],
      [2, 5],
      [3, 5],
    ]);
    const tree = all(initialFilterSets("play", facets({ subjects }), SUBJECTS)).find((f): f is TreeFilter => f.kind === "TREE");
    expect(tree?.options.map((node) => [node.id, node.parent, node.hasChildren, node.count])).toEqual([
      ["0", null, true, 0],
      ["1", "0", true, 5],
      ["2", "1", true, 5],
      ["3", "2", false, 5],
    ]);
    expect(tree?.children.map((node) => node.title)).toEqual(["Historia"]);
  });

  it("titles languages in Swedish, the most common first, and lets the user select them all", () => {
    const values = new Map([
      [
        "language" as const,
        [
          { value: "en", count: 3 },
          { value: "sv", count: 9 },
          { value: "se", count: 3 },
        ],
      ],
    ]);
    const language = checkbox(all(initialFilterSets("play", facets({ values }), SUBJECTS)), "language");
    expect(language?.options.map((o) => [o.value, o.title, o.count])).toEqual([
      ["sv", "Svenska", 9],
      ["en", "Engelska", 3],
      ["se", "Nordsamiska", 3],
    ]);
    expect(language).toMatchObject({ allowSelectAll: true, dynamicOptions: true, searchEndpoint: null, searchResults: [] });
  });
});
