import { describe, expect, it } from "vitest";
import { validateFeedback } from "./feedback";
import { issueCodes } from "./validation-result";

describe("validateFeedback", () => {
  it("accepts a category and a free text", () => {
    expect(validateFeedback({ categories: ["subtitles"], text: "Texten släpar." }).ok).toBe(true);
  });

  it("requires at least one category and the free text", () => {
    const result = validateFeedback({ categories: [], text: "  " });
    expect(issueCodes(result)).toEqual(["FEEDBACK.CATEGORY_REQUIRED", "FEEDBACK.TEXT_REQUIRED"]);
  });
});
