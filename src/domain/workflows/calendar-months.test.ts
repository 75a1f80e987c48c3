import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addCalendarMonthsUtc } from "./calendar-months";

const utc = (iso: string) => Date.parse(iso);

describe("adding calendar months", () => {
  it("adds three months keeping the day and time", () => {
    expect(addCalendarMonthsUtc(utc("2026-01-15T08:30:00Z"), 3)).toBe(utc("2026-04-15T08:30:00Z"));
  });

  it("clamps to the last day of a shorter month", () => {
    expect(addCalendarMonthsUtc(utc("2025-11-30T12:00:00Z"), 3)).toBe(utc("2026-02-28T12:00:00Z"));
    expect(addCalendarMonthsUtc(utc("2027-11-30T12:00:00Z"), 3)).toBe(utc("2028-02-29T12:00:00Z"));
  });

  it("crosses the new year", () => {
    expect(addCalendarMonthsUtc(utc("2026-11-01T00:00:00Z"), 3)).toBe(utc("2027-02-01T00:00:00Z"));
  });

  it("always lands later, within 28 to 31 days a month", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: utc("2000-01-01T00:00:00Z"), max: utc("2100-01-01T00:00:00Z") }),
        fc.integer({ min: 1, max: 24 }),
        (from, months) => {
          const days = (addCalendarMonthsUtc(from, months) - from) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(28 * months - 3);
          expect(days).toBeLessThanOrEqual(31 * months);
        },
      ),
    );
  });
});
