import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampPage, itemRange, pageCount, pageOffset, SEARCH_PAGE_SIZE } from "./page-count";

describe("search page count", () => {
  it("uses a page size of 36", () => {
    expect(SEARCH_PAGE_SIZE).toBe(36);
    expect(pageCount(36)).toBe(1);
    expect(pageCount(37)).toBe(2);
    expect(pageCount(120)).toBe(4);
  });

  it("counts one empty page when there are no results", () => {
    expect(pageCount(0)).toBe(1);
    expect(itemRange(1, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it("gives the items of a page, the last one partly filled", () => {
    expect(itemRange(1, 120)).toEqual({ from: 1, to: 36, total: 120 });
    expect(itemRange(4, 120)).toEqual({ from: 109, to: 120, total: 120 });
  });

  it("clamps a page past the last and below the first", () => {
    expect(clampPage(9, 120)).toBe(4);
    expect(clampPage(0, 120)).toBe(1);
    expect(clampPage(Number.NaN, 120)).toBe(1);
  });

  it("gives the offset of a page for the search call", () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(72);
    expect(pageOffset(-2)).toBe(0);
  });

  it("has just enough pages for every result", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 100 }), (total, size) => {
        const pages = pageCount(total, size);
        expect((pages - 1) * size).toBeLessThan(total);
        expect(pages * size).toBeGreaterThanOrEqual(total);
      }),
    );
  });

  it("splits the results into pages without gaps or overlaps", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 60 }), (total, size) => {
        let expectedFrom = 1;
        for (let page = 1; page <= pageCount(total, size); page += 1) {
          const range = itemRange(page, total, size);
          expect(range.from).toBe(expectedFrom);
          expect(range.to - range.from + 1).toBeLessThanOrEqual(size);
          expect(pageOffset(page, size)).toBe(range.from - 1);
          expectedFrom = range.to + 1;
        }
        expect(expectedFrom).toBe(total + 1);
      }),
    );
  });

  it("always clamps into 1..pageCount", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.integer({ min: 0, max: 10_000 }), (page, total) => {
        const clamped = clampPage(page, total);
        expect(clamped).toBeGreaterThanOrEqual(1);
        expect(clamped).toBeLessThanOrEqual(pageCount(total));
        expect(Number.isInteger(clamped)).toBe(true);
      }),
    );
  });
});
