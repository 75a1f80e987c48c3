import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatClipTime, parseClipTime } from "./clip-time";

describe("parseClipTime", () => {
  it("reads H:mm:ss into seconds", () => {
    expect(parseClipTime("0:00:00")).toBe(0);
    expect(parseClipTime("0:01:30")).toBe(90);
    expect(parseClipTime("1:02:05")).toBe(3725);
    expect(parseClipTime("01:02:05")).toBe(3725);
    expect(parseClipTime(" 12:00:59 ")).toBe(43259);
  });

  it("refuses text that is not H:mm:ss", () => {
    for (const text of ["", "1:2:3", "1:60:00", "1:00:60", "01:30", "1:00:00:00", "a:00:00", "-1:00:00", "1:00:0"]) {
      expect(parseClipTime(text)).toBeNull();
    }
  });
});

describe("formatClipTime", () => {
  it("writes seconds as H:mm:ss", () => {
    expect(formatClipTime(0)).toBe("0:00:00");
    expect(formatClipTime(90)).toBe("0:01:30");
    expect(formatClipTime(3725)).toBe("1:02:05");
    expect(formatClipTime(90.9)).toBe("0:01:30");
    expect(formatClipTime(-5)).toBe("0:00:00");
  });

  it("reads back every whole number of seconds it writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 3600 }), (seconds) => {
        expect(parseClipTime(formatClipTime(seconds))).toBe(seconds);
      }),
    );
  });

  it("writes back every time it reads, in its canonical form", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }), (h, m, s) => {
        const text = `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
        expect(formatClipTime(parseClipTime(text) ?? -1)).toBe(text);
      }),
    );
  });
});
