import { describe, expect, it } from "vitest";
import { validateCreatePage, validateDeletePage } from "./page-forms";
import { issueKeys } from "./validation-result";

describe("validateCreatePage", () => {
  it("requires a name with the spec's text", () => {
    const result = validateCreatePage({ name: "" });
    expect(result.issues).toEqual([expect.objectContaining({ field: "name", key: "PAGE.NAME_REQUIRED" })]);
    expect(result.issues[0]?.message.en).toBe("You must fill in a name.");
    expect(validateCreatePage({ name: "Om oss" }).ok).toBe(true);
  });
});

describe("validateDeletePage", () => {
  it("asks for the name when nothing is typed", () => {
    const result = validateDeletePage({ typedName: "", pageName: "Om oss" });
    expect(result.issues[0]?.message.en).toBe("You must fill in this field.");
  });

  it("refuses a typed name that does not match the page name", () => {
    const result = validateDeletePage({ typedName: "om oss", pageName: "Om oss" });
    expect(issueKeys(result)).toEqual(["DELETE_PAGE.NAME_MISMATCH"]);
    expect(result.issues[0]?.message.en).toBe("The name you entered does not match the page name.");
  });

  it("accepts the exact page name, ignoring surrounding spaces", () => {
    expect(validateDeletePage({ typedName: " Om oss ", pageName: "Om oss" }).ok).toBe(true);
  });
});
