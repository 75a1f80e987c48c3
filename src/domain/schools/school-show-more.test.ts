import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canShowMore, groupSchoolsByMunicipality, visibleCount } from "./school-groups";
import type { MunicipalityGroup, School } from "./school-groups";
import { mergeMunicipalityPage, missingSchoolsFetch, pendingSchoolFetches, showMoreSchools, toggleMunicipality } from "./school-show-more";

const many = (from: number, count: number, municipality: string): School[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Skola ${from + i}`, municipality }));
const groupOf = (groups: readonly MunicipalityGroup[], name: string) => groups.find((g) => g.municipality === name);

describe("show more schools (SPEC §9)", () => {
  it("shows 10 after the first click without fetching when 10 are loaded", () => {
    const groups = groupSchoolsByMunicipality({ items: [...many(1, 12, "Umeå"), ...many(100, 2, "Lund")], hasNext: true });
    const { groups: next, fetch } = showMoreSchools(groups, "Umeå");
    expect(groupOf(next, "Umeå") && visibleCount(groupOf(next, "Umeå")!)).toBe(10);
    expect(fetch).toBeNull();
  });

  it("fetches the next server page of the municipality when too few are loaded", () => {
    const groups = groupSchoolsByMunicipality({ items: [...many(1, 5, "Umeå"), ...many(100, 15, "Lund")], hasNext: true });
    const { groups: next, fetch } = showMoreSchools(groups, "Umeå");
    expect(fetch).toEqual({ municipality: "Umeå", offset: 5 });
    expect(groupOf(next, "Umeå") && visibleCount(groupOf(next, "Umeå")!)).toBe(5);
  });

  it("does not fetch when the server has no more schools", () => {
    const groups = groupSchoolsByMunicipality({ items: many(1, 5, "Umeå"), hasNext: false });
    const { groups: next, fetch } = showMoreSchools(groups, "Umeå");
    expect(fetch).toBeNull();
    expect(groupOf(next, "Umeå") && canShowMore(groupOf(next, "Umeå")!)).toBe(false);
  });

  it("fills the municipality from the fetched page and marks it complete without a next link", () => {
    const groups = groupSchoolsByMunicipality({ items: [...many(1, 5, "Umeå"), ...many(100, 15, "Lund")], hasNext: true });
    const { groups: asked } = showMoreSchools(groups, "Umeå");
    const filled = mergeMunicipalityPage(asked, "Umeå", { items: [...many(4, 2, "Umeå"), ...many(6, 8, "Umeå")], hasNext: false });
    const umea = groupOf(filled, "Umeå")!;
    expect(umea.schools.map((s) => s.id)).toEqual(many(1, 13, "Umeå").map((s) => s.id));
    expect(visibleCount(umea)).toBe(10);
    expect(umea.complete).toBe(true);
    expect(missingSchoolsFetch(umea)).toBeNull();
  });

  it("ignores schools of other municipalities in a filtered page", () => {
    const groups = groupSchoolsByMunicipality({ items: many(1, 3, "A"), hasNext: true });
    const merged = mergeMunicipalityPage(groups, "A", { items: many(50, 2, "B"), hasNext: true });
    expect(merged[0]?.schools.length).toBe(3);
  });

  it("leaves the other municipalities untouched", () => {
    const groups = groupSchoolsByMunicipality({ items: [...many(1, 4, "A"), ...many(10, 4, "B")], hasNext: false });
    const { groups: next } = showMoreSchools(groups, "A");
    expect(groupOf(next, "B")).toBe(groupOf(groups, "B"));
  });

  it("fetches the rest of an open municipality cut short by the end of the first page", () => {
    const groups = groupSchoolsByMunicipality({ items: [...many(1, 18, "A"), ...many(100, 2, "B")], hasNext: true });
    expect(pendingSchoolFetches(groups)).toEqual([]);
    expect(pendingSchoolFetches(toggleMunicipality(groups, "B"))).toEqual([{ municipality: "B", offset: 2 }]);
  });

  it("toggles a municipality open and closed", () => {
    const groups = groupSchoolsByMunicipality({ items: many(1, 4, "A"), hasNext: false });
    expect(toggleMunicipality(groups, "A")[0]?.open).toBe(false);
    expect(toggleMunicipality(toggleMunicipality(groups, "A"), "A")[0]?.open).toBe(true);
  });
});

describe("show more properties", () => {
  // A simulated server: the whole result, served 20 at a time per municipality.
  const scenario = fc.record({
    counts: fc.record({ A: fc.nat({ max: 70 }), B: fc.nat({ max: 70 }) }),
    clicks: fc.array(fc.constantFrom("A", "B"), { maxLength: 15 }),
  });

  it("never shows more than available, never shrinks, and ends up showing what was asked", () => {
    fc.assert(
      fc.property(scenario, ({ counts, clicks }) => {
        const all = [...many(1, counts.A, "A"), ...many(1000, counts.B, "B")];
        const serve = (municipality: string | null, offset: number) => {
          const pool = municipality === null ? all : all.filter((s) => s.municipality === municipality);
          return { items: pool.slice(offset, offset + 20), hasNext: offset + 20 < pool.length };
        };
        let groups = groupSchoolsByMunicipality(serve(null, 0));
        const shown = () => new Map(groups.map((g) => [g.municipality, visibleCount(g)]));
        for (const name of clicks) {
          if (!groups.some((g) => g.municipality === name)) continue;
          const before = shown();
          const outcome = showMoreSchools(groups, name);
          groups = outcome.groups;
          if (outcome.fetch) groups = mergeMunicipalityPage(groups, name, serve(name, outcome.fetch.offset));
          for (const g of groups) {
            const total = counts[g.municipality as "A" | "B"];
            expect(visibleCount(g)).toBeLessThanOrEqual(total);
            expect(visibleCount(g)).toBeGreaterThanOrEqual(before.get(g.municipality) ?? 0);
          }
          const clicked = groupOf(groups, name)!;
          expect(visibleCount(clicked)).toBe(Math.min(clicked.requested, counts[name]));
        }
      }),
    );
  });
});
