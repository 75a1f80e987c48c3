import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PASSWORD_MIN_LENGTH, validatePassword } from "./password";
import { issueCodes } from "./validation-result";

const keys = (password: string, options?: Parameters<typeof validatePassword>[1]) => issueCodes(validatePassword(password, options));

describe("validatePassword", () => {
  it("accepts a password that meets every rule", () => {
    expect(validatePassword("Skolmedia-2026")).toEqual({ ok: true, issues: [] });
    expect(validatePassword("Abcdefg1").ok).toBe(true);
    expect(validatePassword("Abcdefg!").ok).toBe(true);
  });

  it("asks only for a password when it is empty", () => {
    expect(keys("")).toEqual(["PASSWORD.REQUIRED"]);
  });

  it("needs at least 8 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(keys("Abcdef1")).toEqual(["PASSWORD.TOO_SHORT"]);
    expect(keys("Abcdefg1")).toEqual([]);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(keys("Aa1😀😀😀😀")).toEqual(["PASSWORD.TOO_SHORT"]);
  });

  it("needs a lowercase and an uppercase letter, Swedish letters included", () => {
    expect(keys("ABCDEFG1")).toEqual(["PASSWORD.NO_LOWERCASE"]);
    expect(keys("abcdefg1")).toEqual(["PASSWORD.NO_UPPERCASE"]);
    expect(keys("ÅÄÖÅÄÖå1")).toEqual([]);
  });

  it("needs a digit or a special character by default", () => {
    expect(keys("Abcdefgh")).toEqual(["PASSWORD.NO_DIGIT_OR_SPECIAL"]);
    expect(keys("Abcdefg#")).toEqual([]);
  });

  it("needs a digit in the set-password variant, where a special character is not enough", () => {
    expect(keys("Abcdefg#", { variant: "set-password" })).toEqual(["PASSWORD.NO_DIGIT"]);
    expect(keys("Abcdefg7", { variant: "set-password" })).toEqual([]);
  });

  it("refuses whitespace anywhere", () => {
    expect(keys("Abcd efg1")).toEqual(["PASSWORD.WHITESPACE"]);
    expect(keys("Abcdefg1\t")).toEqual(["PASSWORD.WHITESPACE"]);
    expect(keys(" Abcdefg1")).toEqual(["PASSWORD.WHITESPACE"]);
  });

  it("does not count whitespace as a special character", () => {
    expect(keys("Abcd efgh")).toEqual(["PASSWORD.NO_DIGIT_OR_SPECIAL", "PASSWORD.WHITESPACE"]);
  });

  it("needs a new password to differ from the current one", () => {
    expect(keys("Skolmedia-2026", { current: "Skolmedia-2026" })).toEqual(["PASSWORD.SAME_AS_CURRENT"]);
    expect(keys("Skolmedia-2027", { current: "Skolmedia-2026" })).toEqual([]);
  });

  it("reports every broken rule at once", () => {
    expect(keys("a b")).toEqual(["PASSWORD.TOO_SHORT", "PASSWORD.NO_UPPERCASE", "PASSWORD.NO_DIGIT_OR_SPECIAL", "PASSWORD.WHITESPACE"]);
  });

  it("gives each issue the password field, and the too-short issue the spec's minimum of 8 for its text", () => {
    const [first] = validatePassword("short").issues;
    expect(first).toEqual({ field: "password", code: "PASSWORD.TOO_SHORT", params: { min: 8 } });
  });

  it("accepts every password built from the rules", () => {
    const lower = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzåäö");
    const upper = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ");
    const digit = fc.constantFrom(..."0123456789");
    const filler = fc.string({ unit: fc.constantFrom(..."aB3!-_.åÖ"), minLength: 5, maxLength: 30 });
    fc.assert(
      fc.property(lower, upper, digit, filler, (l, u, d, rest) => {
        const password = l + u + d + rest;
        expect(validatePassword(password).ok).toBe(true);
        expect(validatePassword(password, { variant: "set-password" }).ok).toBe(true);
      }),
    );
  });

  it("refuses every password shorter than 8 characters", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 7, unit: "grapheme-ascii" }), (password) => {
        expect(keys(password)).toContain("PASSWORD.TOO_SHORT");
      }),
    );
  });

  it("never passes a password with whitespace", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(" ", "\t", "\n", "\u00a0"), fc.string(), (a, space, b) => {
        expect(validatePassword(`Aa1${a}${space}${b}xyzw`).ok).toBe(false);
      }),
    );
  });
});
