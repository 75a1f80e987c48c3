import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ageFromYearOfBirth, DEFAULT_AGE, MIN_AGE } from "./age";

const at = (iso: string) => new Date(iso);
const anyDate = fc.date({ min: at("1990-01-01T00:00:00Z"), max: at("2100-12-31T23:59:59Z"), noInvalidDate: true });

describe("ageFromYearOfBirth", () => {
  it("subtracts the year of birth from the current year from September on", () => {
    expect(ageFromYearOfBirth(2012, at("2026-09-01T00:00:00Z"))).toBe(14);
    expect(ageFromYearOfBirth(2012, at("2026-12-31T23:59:59Z"))).toBe(14);
  });

  it("subtracts one more before September", () => {
    expect(ageFromYearOfBirth(2012, at("2026-08-31T23:59:59Z"))).toBe(13);
    expect(ageFromYearOfBirth(2012, at("2026-01-01T00:00:00Z"))).toBe(13);
  });

  it("gives the default 15 without a year of birth", () => {
    expect(ageFromYearOfBirth(undefined, at("2026-11-22T00:00:00Z"))).toBe(15);
    expect(ageFromYearOfBirth(null, at("2026-11-22T00:00:00Z"))).toBe(15);
    expect(DEFAULT_AGE).toBe(15);
  });

  it("treats a year that is not a whole positive number as no year", () => {
    for (const year of [Number.NaN, 0, -2000, 2012.5, Number.POSITIVE_INFINITY]) {
      expect(ageFromYearOfBirth(year, at("2026-11-22T00:00:00Z"))).toBe(15);
    }
  });

  it("never goes below the minimum age of 10", () => {
    expect(MIN_AGE).toBe(10);
    expect(ageFromYearOfBirth(2020, at("2026-11-22T00:00:00Z"))).toBe(10);
    expect(ageFromYearOfBirth(2030, at("2026-11-22T00:00:00Z"))).toBe(10);
    expect(ageFromYearOfBirth(2016, at("2026-09-01T00:00:00Z"))).toBe(10);
    expect(ageFromYearOfBirth(2015, at("2026-09-01T00:00:00Z"))).toBe(11);
  });

  it("is always a whole number of at least 10", () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1, max: 3000 }), { nil: undefined }), anyDate, (year, now) => {
        const age = ageFromYearOfBirth(year, now);
        expect(Number.isInteger(age)).toBe(true);
        expect(age).toBeGreaterThanOrEqual(10);
      }),
    );
  });

  it("never grows when the year of birth grows", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1900, max: 2100 }), anyDate, (a, b, now) => {
        const [older, younger] = a <= b ? [a, b] : [b, a];
        expect(ageFromYearOfBirth(older, now)).toBeGreaterThanOrEqual(ageFromYearOfBirth(younger, now));
      }),
    );
  });

  it("is exactly one more in September than in August of the same year above the minimum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1903, max: 2000 }), fc.integer({ min: 2020, max: 2090 }), (year, current) => {
        const august = ageFromYearOfBirth(year, new Date(Date.UTC(current, 7, 15)));
        const september = ageFromYearOfBirth(year, new Date(Date.UTC(current, 8, 15)));
        expect(september - august).toBe(1);
      }),
    );
  });

  it("does not change the date it is given", () => {
    const now = at("2026-03-01T12:00:00Z");
    ageFromYearOfBirth(2000, now);
    expect(now.toISOString()).toBe("2026-03-01T12:00:00.000Z");
  });
});
