import { describe, expect, it } from "vitest";
import { validateFeedback } from "./feedback";
import { issueKeys } from "./validation-result";

describe("validateFeedback", () => {
  it("accepts a category and a free text", () => {
    expect(validateFeedback({ categories: ["subtitles"], text: "Texten släpar." }).ok).toBe(true);
  });

  it("requires at least one category and the free text, with the spec's text", () => {
    const result = validateFeedback({ categories: [], text: "  " });
    expect(issueKeys(result)).toEqual(["FEEDBACK.CATEGORY_REQUIRED", "FEEDBACK.TEXT_REQUIRED"]);
    expect(result.issues[1]?.message.en).toBe("you must fill in this field");
  });
});
