import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isAgeRestrictedFor, visibleProducts } from "./age-restriction";

describe("isAgeRestrictedFor", () => {
  it("hides a product from users younger than its age restriction", () => {
    expect(isAgeRestrictedFor(15, 14)).toBe(true);
    expect(isAgeRestrictedFor(15, 10)).toBe(true);
  });

  it("shows a product to users exactly at or above its age restriction", () => {
    expect(isAgeRestrictedFor(15, 15)).toBe(false);
    expect(isAgeRestrictedFor(15, 40)).toBe(false);
  });

  it("restricts nobody when the product has no restriction", () => {
    expect(isAgeRestrictedFor(undefined, 10)).toBe(false);
    expect(isAgeRestrictedFor(null, 10)).toBe(false);
    expect(isAgeRestrictedFor(Number.NaN, 10)).toBe(false);
  });
});

describe("visibleProducts", () => {
  const products = [
    { id: "a", ageRestriction: 18 },
    { id: "b" },
    { id: "c", ageRestriction: 11 },
    { id: "d", ageRestriction: null },
    { id: "e", ageRestriction: 15 },
  ];

  it("keeps only the products the user is old enough for, in order", () => {
    expect(visibleProducts(products, 15).map((p) => p.id)).toEqual(["b", "c", "d", "e"]);
    expect(visibleProducts(products, 10).map((p) => p.id)).toEqual(["b", "d"]);
    expect(visibleProducts(products, 18).map((p) => p.id)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("returns a new array and leaves the input alone", () => {
    const copy = structuredClone(products);
    const result = visibleProducts(products, 99);
    expect(result).not.toBe(products);
    expect(products).toEqual(copy);
  });

  const catalogue = fc.array(fc.record({ id: fc.nat(), ageRestriction: fc.option(fc.integer({ min: 0, max: 21 }), { nil: undefined }) }));

  it("shows an older user every product a younger user sees", () => {
    fc.assert(
      fc.property(catalogue, fc.integer({ min: 10, max: 30 }), fc.integer({ min: 0, max: 20 }), (items, age, extra) => {
        const younger = visibleProducts(items, age);
        const older = visibleProducts(items, age + extra);
        for (const item of younger) expect(older).toContain(item);
      }),
    );
  });

  it("is idempotent and never shows a product restricted for the user", () => {
    fc.assert(
      fc.property(catalogue, fc.integer({ min: 10, max: 30 }), (items, age) => {
        const once = visibleProducts(items, age);
        expect(visibleProducts(once, age)).toEqual(once);
        for (const item of once) expect(isAgeRestrictedFor(item.ageRestriction, age)).toBe(false);
      }),
    );
  });
});
