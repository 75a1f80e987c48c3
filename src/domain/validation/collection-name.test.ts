import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { validateCollectionName } from "./collection-name";
import { issueCodes } from "./validation-result";

describe("validateCollectionName", () => {
  it("refuses a name that another collection has", () => {
    const result = validateCollectionName("Favoritfilmer", ["Historia", "Favoritfilmer"]);
    expect(issueCodes(result)).toEqual(["COLLECTION.NAME_TAKEN"]);
  });

  it("treats names that differ only in case or surrounding spaces as the same", () => {
    expect(validateCollectionName(" ÅRSKURS 7 ", ["årskurs 7"]).ok).toBe(false);
  });

  it("lets a collection keep its own name when renamed", () => {
    expect(validateCollectionName("Historia", ["Historia", "Geografi"], { currentName: "Historia" }).ok).toBe(true);
    expect(validateCollectionName("Geografi", ["Historia", "Geografi"], { currentName: "Historia" }).ok).toBe(false);
  });

  it("requires a name", () => {
    expect(issueCodes(validateCollectionName("  ", []))).toEqual(["COLLECTION.NAME_REQUIRED"]);
  });

  it("accepts a name exactly when no existing name matches it", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ""),
        fc.array(fc.string()),
        (name, existing) => {
          const clash = existing.some((other) => other.trim().toLocaleLowerCase("sv-SE") === name.trim().toLocaleLowerCase("sv-SE"));
          expect(validateCollectionName(name, existing).ok).toBe(!clash);
        },
      ),
    );
  });
});
