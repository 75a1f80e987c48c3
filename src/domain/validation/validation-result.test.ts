import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { combineResults, isBlank, issue, issueCodes, toResult } from "./validation-result";

describe("validation results", () => {
  it("is ok exactly when there are no issues", () => {
    expect(toResult([])).toEqual({ ok: true, issues: [] });
    const failed = toResult([issue("name", "PAGE.NAME_REQUIRED")]);
    expect(failed.ok).toBe(false);
    expect(failed.issues[0]).toEqual({ field: "name", code: "PAGE.NAME_REQUIRED" });
  });

  it("carries a code and the figures its text needs, never words", () => {
    expect(issue("birthYear", "BIRTH_YEAR.MAX", { maxYear: 2030 })).toEqual({
      field: "birthYear",
      code: "BIRTH_YEAR.MAX",
      params: { maxYear: 2030 },
    });
  });

  it("combines results in order", () => {
    const a = toResult([issue("a", "CLIP.START_REQUIRED")]);
    const b = toResult([issue("b", "CLIP.STOP_REQUIRED")]);
    expect(issueCodes(combineResults<string>(a, toResult([]), b))).toEqual(["CLIP.START_REQUIRED", "CLIP.STOP_REQUIRED"]);
    expect(combineResults(toResult([]), toResult([])).ok).toBe(true);
  });

  it("counts empty, missing and whitespace-only text as blank", () => {
    expect([undefined, null, "", " \t\n"].every(isBlank)).toBe(true);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isBlank(text)).toBe(text.trim() === "");
      }),
    );
  });
});
