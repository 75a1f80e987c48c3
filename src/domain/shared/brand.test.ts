import { describe, expect, it } from "vitest";
import { BRANDS, isBrand } from "./brand";

describe("brand variants (SPEC §1)", () => {
  it("are the default, education-streaming and film-library brands", () => {
    expect(BRANDS).toEqual(["default", "education-streaming", "film-library"]);
    for (const brand of BRANDS) expect(isBrand(brand)).toBe(true);
  });

  it("refuses any other name", () => {
    for (const value of ["", "Default", "film", null, undefined]) expect(isBrand(value)).toBe(false);
  });
});
