import { describe, expect, it } from "vitest";
import { validateSignup, type SignupInput } from "./signup";
import { issueCodes } from "./validation-result";

const common = { email: "anna@skola.se", firstName: "Anna", lastName: "Svensson", school: "42" };
const student: SignupInput = { ...common, accountType: "student", className: "7B", birthYear: "2012" };
const teacher: SignupInput = { ...common, accountType: "teacher", phone: "070-123 45 67" };
const fields = (input: SignupInput) => validateSignup(input, 2026).issues.map((i) => i.field);

describe("validateSignup", () => {
  it("accepts a complete student and a complete teacher", () => {
    expect(validateSignup(student, 2026)).toEqual({ ok: true, issues: [] });
    expect(validateSignup(teacher, 2026)).toEqual({ ok: true, issues: [] });
  });

  it("requires e-mail, first and last name, school and account type for everyone", () => {
    const empty: SignupInput = { email: "", firstName: " ", lastName: "", school: "", accountType: null };
    expect(issueCodes(validateSignup(empty, 2026))).toEqual([
      "EMAIL.REQUIRED",
      "FIRST_NAME.REQUIRED",
      "LAST_NAME.REQUIRED",
      "SCHOOL.REQUIRED",
      "ACCOUNT_TYPE.REQUIRED",
    ]);
  });

  it("requires class and birth year from a student", () => {
    expect(fields({ ...student, className: "", birthYear: "" })).toEqual(["className", "birthYear"]);
  });

  it("checks a student's birth year bounds", () => {
    expect(issueCodes(validateSignup({ ...student, birthYear: "1902" }, 2026))).toEqual(["BIRTH_YEAR.MIN"]);
  });

  it("requires a valid phone from a teacher", () => {
    expect(issueCodes(validateSignup({ ...teacher, phone: "" }, 2026))).toEqual(["PHONE.REQUIRED"]);
    expect(issueCodes(validateSignup({ ...teacher, phone: "ring mig" }, 2026))).toEqual(["PHONE.INVALID"]);
  });

  it("ignores the fields of the other account type", () => {
    expect(validateSignup({ ...teacher, className: "", birthYear: "" }, 2026).ok).toBe(true);
    expect(validateSignup({ ...student, phone: "" }, 2026).ok).toBe(true);
  });

  it("refuses an invalid e-mail", () => {
    expect(issueCodes(validateSignup({ ...teacher, email: "anna" }, 2026))).toEqual(["EMAIL.INVALID"]);
  });
});
