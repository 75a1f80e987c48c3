import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applySearchAddressChange, type SearchAddressChange } from "./search-address-change";
import { EMPTY_SEARCH_ADDRESS, type SearchAddress } from "./search-address";

const onPage4: SearchAddress = {
  ...EMPTY_SEARCH_ADDRESS,
  q: "hav",
  page: 4,
  app: "play",
  series: true,
  scope: 2,
  productId: "77",
  listView: true,
};

describe("applySearchAddressChange", () => {
  it("resets the page to 1 for a new query", () => {
    expect(applySearchAddressChange(onPage4, { kind: "query", q: "skog" })).toMatchObject({ q: "skog", page: 1, productId: null });
  });

  it("resets the page to 1 when filters change", () => {
    const next = applySearchAddressChange(onPage4, { kind: "filters", filters: { category: ["11"] } });
    expect(next).toMatchObject({ page: 1, filters: { category: ["11"] }, q: "hav" });
  });

  it("resets the page when another app is selected, and turns series mode off outside Play", () => {
    expect(applySearchAddressChange(onPage4, { kind: "app", app: "boka" })).toMatchObject({ app: "boka", page: 1, series: null });
  });

  it("keeps the page on an app change while a page change is pending", () => {
    expect(applySearchAddressChange(onPage4, { kind: "app", app: "play", pageChangePending: true })).toMatchObject({
      page: 4,
      series: true,
      productId: "77",
    });
  });

  it("sets the page and the result to scroll back to", () => {
    expect(applySearchAddressChange(onPage4, { kind: "page", page: 5, productId: "9" })).toMatchObject({ page: 5, productId: "9" });
  });

  it("clears the scope from the address and starts over on a scope toggle", () => {
    expect(applySearchAddressChange(onPage4, { kind: "scope", scope: 1 })).toMatchObject({ scope: null, page: 1 });
  });

  it("switches list view without touching the page", () => {
    expect(applySearchAddressChange(onPage4, { kind: "listView", listView: false })).toMatchObject({ listView: false, page: 4 });
  });

  it("offers series mode only in Play", () => {
    expect(applySearchAddressChange({ ...onPage4, app: "boka", series: null }, { kind: "series", series: true }).series).toBeNull();
    expect(applySearchAddressChange({ ...onPage4, series: null }, { kind: "series", series: true }).series).toBe(true);
    expect(applySearchAddressChange(onPage4, { kind: "series", series: false }).series).toBeNull();
  });

  it("never changes the address it is given", () => {
    const change = fc.constantFrom<SearchAddressChange>(
      { kind: "query", q: "x" },
      { kind: "filters", type: ["6"] },
      { kind: "app", app: "boka" },
      { kind: "page", page: 2 },
      { kind: "scope", scope: 1 },
    );
    fc.assert(
      fc.property(change, (c) => {
        const before = structuredClone(onPage4);
        applySearchAddressChange(onPage4, c);
        expect(onPage4).toEqual(before);
      }),
    );
  });
});
