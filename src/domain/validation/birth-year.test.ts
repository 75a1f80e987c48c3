import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BIRTH_YEAR_MIN, validateBirthYear } from "./birth-year";
import { issueCodes } from "./validation-result";

describe("validateBirthYear", () => {
  it("requires a birth year", () => {
    expect(issueCodes(validateBirthYear("", 2026))).toEqual(["BIRTH_YEAR.REQUIRED"]);
    expect(issueCodes(validateBirthYear(null, 2026))).toEqual(["BIRTH_YEAR.REQUIRED"]);
    expect(issueCodes(validateBirthYear(undefined, 2026))).toEqual(["BIRTH_YEAR.REQUIRED"]);
  });

  it("accepts years from 1903 up to the current year", () => {
    expect(BIRTH_YEAR_MIN).toBe(1903);
    expect(validateBirthYear("1903", 2026).ok).toBe(true);
    expect(validateBirthYear(2012, 2026).ok).toBe(true);
    expect(validateBirthYear("2026", 2026).ok).toBe(true);
  });

  it("refuses 1902 and earlier with the minimum message, which names 1903", () => {
    const result = validateBirthYear("1902", 2026);
    expect(issueCodes(result)).toEqual(["BIRTH_YEAR.MIN"]);
    expect(result.issues[0]?.params).toEqual({ min: 1903 });
  });

  it("refuses a year after the current one with the maximum message, up to the current year", () => {
    const result = validateBirthYear("2027", 2026);
    expect(issueCodes(result)).toEqual(["BIRTH_YEAR.MAX"]);
    expect(result.issues[0]?.params).toEqual({ maxYear: 2026 });
  });

  it("refuses text that is not a four-digit year", () => {
    for (const value of ["20a2", "12", "20120", "2012.5", "-2012", 2012.5]) {
      expect(issueCodes(validateBirthYear(value, 2026))).toEqual(["BIRTH_YEAR.INVALID"]);
    }
  });

  it("ignores spaces around the typed year", () => {
    expect(validateBirthYear(" 2012 ", 2026).ok).toBe(true);
  });

  it("accepts exactly the years between 1903 and the current year", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 2000, max: 2100 }), (year, current) => {
        expect(validateBirthYear(year, current).ok).toBe(year >= 1903 && year <= current);
      }),
    );
  });
});
