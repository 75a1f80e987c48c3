import { describe, expect, it } from "vitest";
import { validateCreatePage, validateDeletePage } from "./page-forms";
import { issueCodes } from "./validation-result";

describe("validateCreatePage", () => {
  it("requires a name", () => {
    const result = validateCreatePage({ name: "" });
    expect(result.issues).toEqual([expect.objectContaining({ field: "name", code: "PAGE.NAME_REQUIRED" })]);
    expect(validateCreatePage({ name: "Om oss" }).ok).toBe(true);
  });
});

describe("validateDeletePage", () => {
  it("asks for the name when nothing is typed", () => {
    const result = validateDeletePage({ typedName: "", pageName: "Om oss" });
    expect(issueCodes(result)).toEqual(["DELETE_PAGE.REQUIRED"]);
  });

  it("refuses a typed name that does not match the page name", () => {
    const result = validateDeletePage({ typedName: "om oss", pageName: "Om oss" });
    expect(issueCodes(result)).toEqual(["DELETE_PAGE.NAME_MISMATCH"]);
  });

  it("accepts the exact page name, ignoring surrounding spaces", () => {
    expect(validateDeletePage({ typedName: " Om oss ", pageName: "Om oss" }).ok).toBe(true);
  });
});
