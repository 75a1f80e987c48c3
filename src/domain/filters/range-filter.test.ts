import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RangeFilter } from "./filter.types";
import { clearRange, isRangeActive, normaliseRange, rangeBounds, RANGE_UPPER_CAP, setRange, snapMax, snapMin } from "./range-filter";

const duration: RangeFilter = {
  kind: "RANGE",
  title: "Längd",
  minQueryKey: "duration_min",
  maxQueryKey: "duration_max",
  min: 1,
  max: 120,
  stepSize: 5,
  unit: "TIME",
  minValue: 1,
  maxValue: 120,
};

const arbRange = fc
  .record({
    min: fc.integer({ min: 0, max: 40 }),
    span: fc.integer({ min: 0, max: 200 }),
    stepSize: fc.integer({ min: 1, max: 15 }),
    unit: fc.constantFrom("TIME" as const, "PAGES" as const),
    a: fc.double({ min: -500, max: 500, noNaN: true }),
    b: fc.double({ min: -500, max: 500, noNaN: true }),
  })
  .map(({ min, span, stepSize, unit, a, b }): [RangeFilter, number, number] => [
    { ...duration, min, max: min + span, stepSize, unit, minValue: min, maxValue: min + span },
    a,
    b,
  ]);

describe("range filter", () => {
  it("caps an upper bound above 70 at 70 and turns a given min of 1 into 0", () => {
    expect(RANGE_UPPER_CAP).toBe(70);
    expect(rangeBounds(duration)).toEqual({ lower: 0, upper: 70 });
  });

  it("keeps an upper bound at or below 70 and a min other than 1", () => {
    expect(rangeBounds({ min: 2, max: 70 })).toEqual({ lower: 2, upper: 70 });
    expect(rangeBounds({ min: 0, max: 45 })).toEqual({ lower: 0, upper: 45 });
  });

  it("snaps min down and max up to a multiple of the step", () => {
    const bounds = { lower: 0, upper: 70 };
    expect(snapMin(13, 5, bounds)).toBe(10);
    expect(snapMax(13, 5, bounds)).toBe(15);
    expect(snapMin(15, 5, bounds)).toBe(15);
    expect(snapMax(15, 5, bounds)).toBe(15);
  });

  it("snaps out-of-bound values to the bounds", () => {
    const bounds = { lower: 0, upper: 70 };
    expect(snapMin(-20, 5, bounds)).toBe(0);
    expect(snapMax(400, 5, bounds)).toBe(70);
    expect(snapMax(68, 5, { lower: 0, upper: 68 })).toBe(68);
  });

  it("sets a range with snapping and reads reversed input the other way round", () => {
    const set = setRange(duration, 23, 41);
    expect([set.minValue, set.maxValue]).toEqual([20, 45]);
    const reversed = setRange(duration, 41, 23);
    expect([reversed.minValue, reversed.maxValue]).toEqual([20, 45]);
  });

  it("is active only when narrowed", () => {
    expect(isRangeActive(normaliseRange(duration))).toBe(false);
    expect(isRangeActive(setRange(duration, 5, 70))).toBe(true);
    expect(isRangeActive(setRange(duration, 0, 65))).toBe(true);
    expect(isRangeActive(setRange(duration, 0, 999))).toBe(false);
  });

  it("clears to the full range", () => {
    const cleared = clearRange(setRange(duration, 10, 20));
    expect([cleared.minValue, cleared.maxValue]).toEqual([0, 70]);
    expect(isRangeActive(cleared)).toBe(false);
  });

  it("always keeps lower ≤ minValue ≤ maxValue ≤ upper, on step multiples or bounds", () => {
    fc.assert(
      fc.property(arbRange, ([filter, a, b]) => {
        const set = setRange(filter, a, b);
        const { lower, upper } = rangeBounds(set);
        expect(lower).toBeLessThanOrEqual(set.minValue);
        expect(set.minValue).toBeLessThanOrEqual(set.maxValue);
        expect(set.maxValue).toBeLessThanOrEqual(upper);
        const onGrid = (v: number) => v % filter.stepSize === 0 || v === lower || v === upper;
        expect(onGrid(set.minValue)).toBe(true);
        expect(onGrid(set.maxValue)).toBe(true);
      }),
    );
  });

  it("setting the same range again changes nothing (idempotent)", () => {
    fc.assert(
      fc.property(arbRange, ([filter, a, b]) => {
        const once = setRange(filter, a, b);
        expect(setRange(once, once.minValue, once.maxValue)).toEqual(once);
      }),
    );
  });

  it("ignores a step that is not positive and treats NaN as the bound", () => {
    const noStep = { ...duration, stepSize: 0 };
    expect(setRange(noStep, 13, 41)).toMatchObject({ minValue: 13, maxValue: 41 });
    expect(setRange(duration, Number.NaN, Number.NaN)).toMatchObject({ minValue: 0, maxValue: 70 });
  });
});
