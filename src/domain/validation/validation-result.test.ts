import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { combineResults, isBlank, issue, issueKeys, toResult } from "./validation-result";

describe("validation results", () => {
  it("is ok exactly when there are no issues", () => {
    expect(toResult([])).toEqual({ ok: true, issues: [] });
    const failed = toResult([issue("name", "PAGE.NAME_REQUIRED")]);
    expect(failed.ok).toBe(false);
    expect(failed.issues[0]).toEqual({
      field: "name",
      key: "PAGE.NAME_REQUIRED",
      message: { sv: "Du måste fylla i ett namn.", en: "You must fill in a name." },
    });
  });

  it("keeps the params of an issue and fills them into its text", () => {
    expect(issue("birthYear", "BIRTH_YEAR.MAX", { maxYear: 2030 })).toMatchObject({
      params: { maxYear: 2030 },
      message: { en: "Enter a birth year between 1902 and 2030." },
    });
  });

  it("combines results in order", () => {
    const a = toResult([issue("a", "CLIP.START_REQUIRED")]);
    const b = toResult([issue("b", "CLIP.STOP_REQUIRED")]);
    expect(issueKeys(combineResults<string>(a, toResult([]), b))).toEqual(["CLIP.START_REQUIRED", "CLIP.STOP_REQUIRED"]);
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
