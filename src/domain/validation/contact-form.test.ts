import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, validateContactForm } from "./contact-form";
import { issueCodes } from "./validation-result";

const SUBJECTS = ["Inloggning och konto", "Övrigt"];
const valid = { name: "Anna Lärare", email: "anna@skola.se", subject: "Övrigt", message: "Hej! En fråga om licensen." };

describe("validateContactForm (SPEC §5, openapi ContactFormRequest)", () => {
  it("accepts a filled-in form, with or without a subject", () => {
    expect(validateContactForm(valid, SUBJECTS).ok).toBe(true);
    expect(validateContactForm({ ...valid, subject: "" }, SUBJECTS).ok).toBe(true);
    expect(validateContactForm({ ...valid, subject: null }, SUBJECTS).ok).toBe(true);
  });

  it("requires the name, a valid e-mail and the message", () => {
    expect(issueCodes(validateContactForm({ name: " ", email: "", subject: null, message: "\n" }, SUBJECTS))).toEqual([
      "CONTACT.NAME_REQUIRED",
      "EMAIL.REQUIRED",
      "CONTACT.MESSAGE_REQUIRED",
    ]);
    expect(issueCodes(validateContactForm({ ...valid, email: "anna@" }, SUBJECTS))).toEqual(["EMAIL.INVALID"]);
  });

  it("refuses a subject that is not one of the form's", () => {
    expect(issueCodes(validateContactForm({ ...valid, subject: "Något annat" }, SUBJECTS))).toEqual(["CONTACT.SUBJECT_UNKNOWN"]);
  });

  it("refuses a name or message longer than the contract allows, with the limit for the text", () => {
    const result = validateContactForm(
      { ...valid, name: "x".repeat(CONTACT_NAME_MAX_LENGTH + 1), message: "y".repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) },
      SUBJECTS,
    );
    expect(result.issues).toEqual([
      { field: "name", code: "CONTACT.NAME_TOO_LONG", params: { max: 200 } },
      { field: "message", code: "CONTACT.MESSAGE_TOO_LONG", params: { max: 5000 } },
    ]);
  });

  it("accepts any message up to the limit that is not only whitespace", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: CONTACT_MESSAGE_MAX_LENGTH }), (message) => {
        const codes = issueCodes(validateContactForm({ ...valid, message }, SUBJECTS));
        expect(codes).toEqual(message.trim() === "" ? ["CONTACT.MESSAGE_REQUIRED"] : []);
      }),
    );
  });
});
