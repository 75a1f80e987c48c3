import { describe, expect, it } from "vitest";
import { validatePasswordChange, validatePasswordConfirmation, validatePasswordForm } from "./password-form";
import { issueCodes } from "./validation-result";

describe("validatePasswordConfirmation", () => {
  it("requires the confirmation", () => {
    expect(issueCodes(validatePasswordConfirmation("Abcdefg1", ""))).toEqual(["PASSWORD_CONFIRMATION.REQUIRED"]);
  });

  it("requires the confirmation to match exactly", () => {
    expect(issueCodes(validatePasswordConfirmation("Abcdefg1", "abcdefg1"))).toEqual(["PASSWORD_CONFIRMATION.MISMATCH"]);
    expect(validatePasswordConfirmation("Abcdefg1", "Abcdefg1").ok).toBe(true);
  });
});

describe("validatePasswordForm", () => {
  it("accepts a valid password with a matching confirmation", () => {
    expect(validatePasswordForm({ password: "Abcdefg1", confirmation: "Abcdefg1" }).ok).toBe(true);
  });

  it("reports the password and the confirmation on their own fields", () => {
    const result = validatePasswordForm({ password: "abc", confirmation: "" });
    expect(result.issues.map((i) => i.field)).toContain("password");
    expect(result.issues.at(-1)).toMatchObject({ field: "confirmation", code: "PASSWORD_CONFIRMATION.REQUIRED" });
  });

  it("applies the set-password variant when asked", () => {
    const result = validatePasswordForm({ password: "Abcdefg!", confirmation: "Abcdefg!", variant: "set-password" });
    expect(issueCodes(result)).toEqual(["PASSWORD.NO_DIGIT"]);
  });
});

describe("validatePasswordChange", () => {
  it("requires the current password", () => {
    const result = validatePasswordChange({ current: "", password: "Abcdefg1", confirmation: "Abcdefg1" });
    expect(result.issues).toEqual([expect.objectContaining({ field: "current", code: "CURRENT_PASSWORD.REQUIRED" })]);
  });

  it("refuses a new password equal to the current one", () => {
    const result = validatePasswordChange({ current: "Abcdefg1", password: "Abcdefg1", confirmation: "Abcdefg1" });
    expect(issueCodes(result)).toEqual(["PASSWORD.SAME_AS_CURRENT"]);
  });

  it("accepts a different valid password with a matching confirmation", () => {
    expect(validatePasswordChange({ current: "Abcdefg1", password: "Hijklmn2", confirmation: "Hijklmn2" }).ok).toBe(true);
  });
});
