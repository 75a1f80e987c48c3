import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  SEARCH_PAGE_SIZE,
  lastPageOf,
  mergeSearchResults,
  pageAfterAppChange,
  resolveSearchPage,
  seriesAfterAppChange,
} from "./search-page-rules";

describe("search page rules", () => {
  it("uses 36 results a page", () => {
    expect(SEARCH_PAGE_SIZE).toBe(36);
    expect(lastPageOf(36)).toBe(1);
    expect(lastPageOf(37)).toBe(2);
    expect(lastPageOf(0)).toBe(1);
  });

  it("resets a page at or below 1 to the first page", () => {
    for (const requested of [1, 0, -3, null]) expect(resolveSearchPage({ requested, lastPage: 5, explicitInAddress: true })).toBe(1);
  });

  it("moves a page past the last to the last page", () => {
    expect(resolveSearchPage({ requested: 9, lastPage: 4, explicitInAddress: false })).toBe(4);
  });

  it("keeps a page past the last when it was explicit in the address", () => {
    expect(resolveSearchPage({ requested: 9, lastPage: 4, explicitInAddress: true })).toBe(9);
  });

  it("keeps a page within the results", () => {
    expect(resolveSearchPage({ requested: 3, lastPage: 4, explicitInAddress: false })).toBe(3);
  });

  it("always lands on a page from 1 to the last unless explicit", () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -100, max: 1000 })), fc.integer({ min: 1, max: 500 }), (requested, lastPage) => {
        const page = resolveSearchPage({ requested, lastPage, explicitInAddress: false });
        expect(page).toBeGreaterThanOrEqual(1);
        expect(page).toBeLessThanOrEqual(lastPage);
      }),
    );
  });

  it("appends the results of pages after the first and replaces them on page 1", () => {
    expect(mergeSearchResults(["a", "b"], ["c"], 2)).toEqual(["a", "b", "c"]);
    expect(mergeSearchResults(["a", "b"], ["c"], 1)).toEqual(["c"]);
  });

  it("does not change the results it merges", () => {
    const current = ["a"];
    mergeSearchResults(current, ["b"], 2);
    expect(current).toEqual(["a"]);
  });

  it("resets the page on an app change unless a page change is pending", () => {
    expect(pageAfterAppChange(4, false)).toBe(1);
    expect(pageAfterAppChange(4, true)).toBe(4);
  });

  it("turns series mode off when leaving Play", () => {
    expect(seriesAfterAppChange("boka", true)).toBeNull();
    expect(seriesAfterAppChange("lashornan", true)).toBeNull();
    expect(seriesAfterAppChange("play", true)).toBe(true);
  });
});
