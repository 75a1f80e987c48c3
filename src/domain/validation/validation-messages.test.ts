import { describe, expect, it } from "vitest";
import { messageText, VALIDATION_MESSAGES } from "./validation-messages";

describe("VALIDATION_MESSAGES", () => {
  it("gives every key a Swedish and an English text", () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect(text.sv.trim(), key).not.toBe("");
      expect(text.en.trim(), key).not.toBe("");
    }
  });

  it("keeps the spec's own texts word for word", () => {
    expect(VALIDATION_MESSAGES["COLLECTION.NAME_TAKEN"].en).toBe("There is already a collection with the same name");
    expect(VALIDATION_MESSAGES["FEEDBACK.TEXT_REQUIRED"].en).toBe("you must fill in this field");
    expect(VALIDATION_MESSAGES["PAGE.NAME_REQUIRED"].en).toBe("You must fill in a name.");
    expect(VALIDATION_MESSAGES["DELETE_PAGE.NAME_MISMATCH"].en).toBe("The name you entered does not match the page name.");
    expect(VALIDATION_MESSAGES["DELETE_PAGE.REQUIRED"].en).toBe("You must fill in this field.");
  });

  it("names the key's group in capitals", () => {
    for (const key of Object.keys(VALIDATION_MESSAGES)) expect(key).toMatch(/^[A-Z_]+\.[A-Z_]+$/);
  });
});

describe("messageText", () => {
  it("fills placeholders in both languages", () => {
    expect(messageText("BIRTH_YEAR.MAX", { maxYear: 2026 })).toEqual({
      sv: "Ange ett födelseår mellan 1902 och 2026.",
      en: "Enter a birth year between 1902 and 2026.",
    });
  });

  it("leaves an unknown placeholder as it is", () => {
    expect(messageText("BIRTH_YEAR.MAX").en).toBe("Enter a birth year between 1902 and {maxYear}.");
  });
});
