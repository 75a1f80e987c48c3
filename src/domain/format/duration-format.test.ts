import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDurationValue, formatPages, formatSeconds, parseDurationSeconds } from "./duration-format";

describe("duration values", () => {
  it("reads HH:MM:SS, MM:SS and plain seconds", () => {
    expect(parseDurationSeconds("01:05:03")).toBe(3903);
    expect(parseDurationSeconds("1:05:03")).toBe(3903);
    expect(parseDurationSeconds("12:30")).toBe(750);
    expect(parseDurationSeconds("90:00")).toBe(5400);
    expect(parseDurationSeconds("125")).toBe(125);
    expect(parseDurationSeconds(" 125.7 ")).toBe(125);
  });

  it("rejects anything else", () => {
    for (const bad of ["", "abc", "1:60", "1:2:3:4", "1::3", "-5", "1:5a", "10:100"]) expect(parseDurationSeconds(bad)).toBeNull();
  });

  it("formats with the Swedish units tim, min and sek", () => {
    expect(formatSeconds(3903)).toBe("1 tim 5 min");
    expect(formatSeconds(3600)).toBe("1 tim");
    expect(formatSeconds(750)).toBe("12 min 30 sek");
    expect(formatSeconds(600)).toBe("10 min");
    expect(formatSeconds(45)).toBe("45 sek");
    expect(formatSeconds(0)).toBe("0 sek");
  });

  it("formats pages as sid and sidor", () => {
    expect(formatPages(1)).toBe("1 sid");
    expect(formatPages(2)).toBe("2 sidor");
    expect(formatPages(0)).toBe("0 sidor");
  });

  it("formats a TIME or PAGES value, and returns an error code for a bad one", () => {
    expect(formatDurationValue({ kind: "TIME", value: "00:58:12" })).toEqual({ ok: true, text: "58 min 12 sek" });
    expect(formatDurationValue({ kind: "PAGES", value: "212" })).toEqual({ ok: true, text: "212 sidor" });
    expect(formatDurationValue({ kind: "PAGES", value: 1 })).toEqual({ ok: true, text: "1 sid" });
    expect(formatDurationValue({ kind: "TIME", value: "kort" })).toEqual({ ok: false, error: "DURATION.INVALID" });
    expect(formatDurationValue({ kind: "PAGES", value: "" })).toEqual({ ok: false, error: "DURATION.PAGES_INVALID" });
    expect(formatDurationValue({ kind: "PAGES", value: 2.5 })).toEqual({ ok: false, error: "DURATION.PAGES_INVALID" });
  });

  it("reads back the same seconds from all three forms", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 3600 }), (total) => {
        const h = Math.floor(total / 3600);
        const m = Math.floor((total % 3600) / 60);
        const s = total % 60;
        const two = (n: number) => String(n).padStart(2, "0");
        expect(parseDurationSeconds(`${two(h)}:${two(m)}:${two(s)}`)).toBe(total);
        expect(parseDurationSeconds(`${h * 60 + m}:${two(s)}`)).toBe(total);
        expect(parseDurationSeconds(String(total))).toBe(total);
      }),
    );
  });

  it("always names the largest unit and never shows a zero part", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 * 3600 }), (total) => {
        const text = formatSeconds(total);
        expect(text).not.toMatch(/(^|\s)0 /);
        const unit = total >= 3600 ? "tim" : total >= 60 ? "min" : "sek";
        expect(text.split(" ")[1]).toBe(unit);
      }),
    );
  });
});
