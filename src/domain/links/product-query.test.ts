import { describe, expect, it } from "vitest";
import { productQueryEntries } from "./product-query";

describe("product query", () => {
  it("keeps the preview flag when true", () => {
    expect(productQueryEntries({ preview: true })).toEqual([["preview", "true"]]);
    expect(productQueryEntries({ preview: "true" })).toEqual([["preview", "true"]]);
  });

  it("drops the preview flag when false or absent", () => {
    expect(productQueryEntries({ preview: false })).toEqual([]);
    expect(productQueryEntries({ preview: "false" })).toEqual([]);
    expect(productQueryEntries({ preview: null })).toEqual([]);
    expect(productQueryEntries(undefined)).toEqual([]);
  });

  it("keeps other parameters in alphabetical order and drops empty ones", () => {
    expect(productQueryEntries({ t: 30, preview: false, collection: "9", none: undefined })).toEqual([
      ["collection", "9"],
      ["t", 30],
    ]);
  });
});
