import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatClipTime } from "./clip-time";
import { validateBookmarkTimes, validateClipTimes } from "./clip-validation";
import { issueCodes } from "./validation-result";

const keys = (start: string, stop: string, durationSeconds?: number) =>
  issueCodes(validateClipTimes({ start, stop }, durationSeconds === undefined ? {} : { durationSeconds }));

describe("validateClipTimes", () => {
  it("accepts a start before the stop", () => {
    expect(validateClipTimes({ start: "0:01:00", stop: "0:02:30" })).toEqual({ ok: true, issues: [] });
  });

  it("requires start and stop", () => {
    expect(keys("", "")).toEqual(["CLIP.START_REQUIRED", "CLIP.STOP_REQUIRED"]);
  });

  it("requires the H:mm:ss format", () => {
    expect(keys("1:00", "0:02:00")).toEqual(["CLIP.START_INVALID"]);
    expect(keys("0:01:00", "2 min")).toEqual(["CLIP.STOP_INVALID"]);
  });

  it("refuses a start after the stop with CLIP.START_AFTER_STOP", () => {
    const result = validateClipTimes({ start: "0:02:01", stop: "0:02:00" });
    expect(result.issues).toEqual([expect.objectContaining({ field: "start", code: "CLIP.START_AFTER_STOP" })]);
  });

  it("allows a start equal to the stop, since only after is forbidden", () => {
    expect(keys("0:02:00", "0:02:00")).toEqual([]);
  });

  it("refuses a stop of 00:00 in any spelling", () => {
    expect(keys("0:00:00", "0:00:00")).toEqual(["CLIP.STOP_ZERO"]);
    expect(keys("0:00:00", "00:00:00")).toEqual(["CLIP.STOP_ZERO"]);
  });

  it("refuses a stop past the end of the media when the length is known", () => {
    expect(keys("0:00:10", "0:10:01", 600)).toEqual(["CLIP.STOP_AFTER_END"]);
    expect(keys("0:00:10", "0:10:00", 600)).toEqual([]);
  });

  it("applies the same rules to bookmarks", () => {
    expect(issueCodes(validateBookmarkTimes({ start: "0:05:00", stop: "0:04:00" }))).toEqual(["CLIP.START_AFTER_STOP"]);
  });

  it("accepts exactly the pairs where the stop is positive and not before the start", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36000 }), fc.integer({ min: 0, max: 36000 }), (start, stop) => {
        const result = validateClipTimes({ start: formatClipTime(start), stop: formatClipTime(stop) });
        expect(result.ok).toBe(stop > 0 && start <= stop);
      }),
    );
  });
});
