import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { schoolSearchQuery } from "./school-search-query";
import { SCHOOL_SEARCH_DEBOUNCE_MS } from "./school-search-constants";

describe("school search query (SPEC §9)", () => {
  it("defaults to limit 20, offset 0 and an empty query", () => {
    expect(schoolSearchQuery()).toEqual({ q: "", limit: 20, offset: 0 });
  });

  it("debounces typing by 500 ms", () => {
    expect(SCHOOL_SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it("keeps the reseller, campaign flag and municipality and trims the text", () => {
    expect(schoolSearchQuery({ q: "  Björk ", offset: 20, reseller: "member", isCampaign: true, municipality: "Umeå" })).toEqual({
      q: "Björk",
      limit: 20,
      offset: 20,
      reseller: "member",
      isCampaign: true,
      municipality: "Umeå",
    });
  });

  it("leaves out an empty municipality", () => {
    expect(schoolSearchQuery({ municipality: "" })).not.toHaveProperty("municipality");
  });

  it("always sends a whole, non-negative offset", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (offset) => {
        const q = schoolSearchQuery({ offset });
        expect(Number.isInteger(q.offset) && q.offset >= 0).toBe(true);
      }),
    );
  });
});
