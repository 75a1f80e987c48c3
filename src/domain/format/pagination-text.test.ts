import { describe, expect, it } from "vitest";
import { filterSuffix, pageText, paginationSummary, showingText, sortSuffix } from "./pagination-text";

describe("pagination texts", () => {
  it("says 'Showing X-Y of N results' and its Swedish form", () => {
    expect(showingText({ page: 2, total: 120 }, "en")).toBe("Showing 37-72 of 120 results");
    expect(showingText({ page: 2, total: 120 }, "sv")).toBe("Visar 37–72 av 120 resultat");
  });

  it("says 'result' for a single one", () => {
    expect(showingText({ page: 1, total: 1 }, "en")).toBe("Showing 1-1 of 1 result");
  });

  it("groups large numbers as each language writes them", () => {
    expect(showingText({ page: 1, total: 1234 }, "en")).toBe("Showing 1-36 of 1,234 results");
    expect(showingText({ page: 1, total: 1234 }, "sv")).toBe("Visar 1–36 av 1\u00a0234 resultat");
  });

  it("says 'Page N of M' and its Swedish form, clamping the page", () => {
    expect(pageText({ page: 2, total: 120 }, "en")).toBe("Page 2 of 4");
    expect(pageText({ page: 7, total: 120 }, "sv")).toBe("Sida 4 av 4");
  });

  it("names the sort by latest or by relevance", () => {
    expect(sortSuffix("latest", "en")).toBe(", sorted by latest");
    expect(sortSuffix("relevance", "sv")).toBe(", sorterat efter relevans");
  });

  it("adds a filter suffix only when filters are active", () => {
    expect(filterSuffix(0, "en")).toBe("");
    expect(filterSuffix(1, "en")).toBe(", 1 filter applied");
    expect(filterSuffix(3, "sv")).toBe(", 3 filter valda");
    expect(filterSuffix(1, "sv")).toBe(", 1 filter valt");
  });

  it("builds the whole summary line", () => {
    expect(paginationSummary({ page: 1, total: 120, sort: "latest", activeFilterCount: 2 }, "en")).toBe(
      "Showing 1-36 of 120 results, sorted by latest, 2 filters applied",
    );
    expect(paginationSummary({ page: 1, total: 40, sort: "relevance", activeFilterCount: 0 }, "sv")).toBe(
      "Visar 1–36 av 40 resultat, sorterat efter relevans",
    );
  });

  it("says 'No result' when nothing was found", () => {
    expect(paginationSummary({ page: 1, total: 0, sort: "latest", activeFilterCount: 1 }, "en")).toBe("No result");
    expect(paginationSummary({ page: 1, total: 0, sort: "latest", activeFilterCount: 1 }, "sv")).toBe("Inga resultat");
  });
});
