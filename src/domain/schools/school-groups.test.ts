import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  canShowMore,
  groupSchoolsByMunicipality,
  mergeSchoolPage,
  nextRequestedCount,
  requestedAfterClicks,
  visibleCount,
  visibleSchools,
} from "./school-groups";
import type { School } from "./school-groups";

const school = (id: number, municipality: string): School => ({ id, name: `Skola ${id}`, municipality });
const many = (from: number, count: number, municipality: string): School[] =>
  Array.from({ length: count }, (_, i) => school(from + i, municipality));

describe("school paging steps (SPEC §9)", () => {
  it("shows 3, then 10 after the first click (7 more), then 10 more each time", () => {
    expect([0, 1, 2, 3, 4].map(requestedAfterClicks)).toEqual([3, 10, 20, 30, 40]);
  });

  it("adds 7 the first time and 10 afterwards", () => {
    expect(nextRequestedCount(3) - 3).toBe(7);
    expect(nextRequestedCount(10) - 10).toBe(10);
    expect(nextRequestedCount(20) - 20).toBe(10);
  });

  it("never asks for fewer than the 3 shown at first", () => {
    expect(nextRequestedCount(0)).toBe(3);
  });
});

describe("grouping schools by municipality", () => {
  it("keeps the server's order of municipalities and of schools", () => {
    const groups = groupSchoolsByMunicipality({
      items: [school(1, "Umeå"), school(2, "Lund"), school(3, "Umeå")],
      hasNext: false,
    });
    expect(groups.map((g) => g.municipality)).toEqual(["Umeå", "Lund"]);
    expect(groups[0]?.schools.map((s) => s.id)).toEqual([1, 3]);
  });

  it("shows 3 schools per municipality at first", () => {
    const [group] = groupSchoolsByMunicipality({ items: many(1, 8, "Umeå"), hasNext: false });
    expect(group && visibleSchools(group).map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it("shows all schools of a municipality that has fewer than 3", () => {
    const [group] = groupSchoolsByMunicipality({ items: many(1, 2, "Lund"), hasNext: false });
    expect(group && visibleCount(group)).toBe(2);
  });

  it("opens the municipality by itself when it is the only one", () => {
    const groups = groupSchoolsByMunicipality({ items: many(1, 4, "Kiruna"), hasNext: false });
    expect(groups.map((g) => g.open)).toEqual([true]);
  });

  it("leaves municipalities closed when there are several", () => {
    const groups = groupSchoolsByMunicipality({ items: [school(1, "A"), school(2, "B")], hasNext: false });
    expect(groups.map((g) => g.open)).toEqual([false, false]);
  });

  it("returns no groups for an empty result", () => {
    expect(groupSchoolsByMunicipality({ items: [], hasNext: false })).toEqual([]);
  });

  it("marks municipalities complete only when there is no next link", () => {
    expect(groupSchoolsByMunicipality({ items: [school(1, "A")], hasNext: true })[0]?.complete).toBe(false);
    expect(groupSchoolsByMunicipality({ items: [school(1, "A")], hasNext: false })[0]?.complete).toBe(true);
  });

  it("offers show more while schools are hidden or the server may have more", () => {
    const [hidden] = groupSchoolsByMunicipality({ items: many(1, 4, "A"), hasNext: false });
    const [all] = groupSchoolsByMunicipality({ items: many(1, 3, "A"), hasNext: false });
    const [maybe] = groupSchoolsByMunicipality({ items: many(1, 3, "A"), hasNext: true });
    expect([hidden, all, maybe].map((g) => g !== undefined && canShowMore(g))).toEqual([true, false, true]);
  });

  it("merges a further page without duplicating schools and keeps what the user opened", () => {
    const first = groupSchoolsByMunicipality({ items: [school(1, "A"), school(2, "B")], hasNext: true });
    const opened = first.map((g) => (g.municipality === "B" ? { ...g, open: true, requested: 10 } : g));
    const merged = mergeSchoolPage(opened, { items: [school(2, "B"), school(3, "B"), school(4, "C")], hasNext: false });
    expect(merged.map((g) => [g.municipality, g.schools.map((s) => s.id), g.open, g.requested])).toEqual([
      ["A", [1], false, 3],
      ["B", [2, 3], true, 10],
      ["C", [4], false, 3],
    ]);
    expect(merged.every((g) => g.complete)).toBe(true);
  });
});

// School ids are unique in the catalogue; a page may still repeat a school (dropped on merge).
const schoolsArb = fc
  .uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 60 }), municipality: fc.constantFrom("A", "B", "C", "D") }), {
    maxLength: 60,
    selector: (r) => r.id,
  })
  .chain((rows) => fc.shuffledSubarray(rows).map((again) => [...rows, ...again]))
  .map((rows) => rows.map((r) => school(r.id, r.municipality)));

describe("grouping properties", () => {
  it("puts every distinct school in exactly one group of its municipality", () => {
    fc.assert(
      fc.property(schoolsArb, fc.boolean(), (items, hasNext) => {
        const groups = groupSchoolsByMunicipality({ items, hasNext });
        const ids = groups.flatMap((g) => g.schools.map((s) => s.id));
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set(items.map((s) => s.id)));
        for (const g of groups) expect(g.schools.every((s) => s.municipality === g.municipality)).toBe(true);
      }),
    );
  });

  it("opens a municipality by itself exactly when it is the only one", () => {
    fc.assert(
      fc.property(schoolsArb, (items) => {
        const groups = groupSchoolsByMunicipality({ items, hasNext: false });
        expect(groups.some((g) => g.open)).toBe(groups.length === 1);
      }),
    );
  });
});
