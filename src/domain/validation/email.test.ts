import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EMAIL_MAX_LENGTH, isValidEmail, validateEmail } from "./email";
import { issueCodes } from "./validation-result";

describe("validateEmail", () => {
  it("accepts ordinary school addresses", () => {
    for (const email of [
      "larare@skolmedia.test",
      "anna.svensson+kurs@skola.stockholm.se",
      "Anna.Svensson@Skola.SE",
      "x@xn--rksmrgs-5wao1o.se",
      " elev@skola.se ",
    ]) {
      expect(validateEmail(email)).toEqual({ ok: true, issues: [] });
    }
  });

  it("requires an address", () => {
    expect(issueCodes(validateEmail(""))).toEqual(["EMAIL.REQUIRED"]);
    expect(issueCodes(validateEmail("   "))).toEqual(["EMAIL.REQUIRED"]);
    expect(issueCodes(validateEmail(undefined))).toEqual(["EMAIL.REQUIRED"]);
  });

  it("refuses addresses that are not valid", () => {
    for (const email of [
      "larare",
      "larare@",
      "@skola.se",
      "a@b",
      "a b@skola.se",
      "a@skola..se",
      "a@-skola.se",
      "a@skola-.se",
      "a@skola.se.",
      ".a@skola.se",
      "a.@skola.se",
      "a..b@skola.se",
      "a@@skola.se",
      '"a b"@skola.se',
      "a@[192.0.2.1]",
    ]) {
      expect(issueCodes(validateEmail(email))).toEqual(["EMAIL.INVALID"]);
    }
  });

  it("takes what the contract's format: email takes, also where a stricter rule would refuse (a@b.c, a numeric top level)", () => {
    expect(isValidEmail("a@b.c")).toBe(true);
    expect(isValidEmail("a@skola.123")).toBe(true);
  });

  it("refuses letters outside ASCII, as the contract's format: email does (that is idn-email)", () => {
    expect(isValidEmail("elev@räksmörgås.se")).toBe(false);
    expect(isValidEmail("åsa@skola.se")).toBe(false);
  });

  it("refuses an address over the contract's 254 characters", () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
    const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.se`;
    const longest = `${"a".repeat(254 - domain.length - 1)}@${domain}`;
    expect(longest).toHaveLength(254);
    expect(isValidEmail(longest)).toBe(true);
    expect(isValidEmail(`a${longest}`)).toBe(false);
  });

  it("puts the issue on the field it is told", () => {
    expect(validateEmail("nope", "recipient").issues[0]?.field).toBe("recipient");
  });

  it("accepts every address made of a simple local part and domain", () => {
    const word = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789"), minLength: 1, maxLength: 20 });
    const tld = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"), minLength: 2, maxLength: 6 });
    fc.assert(
      fc.property(word, word, tld, (local, domain, top) => {
        expect(isValidEmail(`${local}@${domain}.${top}`)).toBe(true);
      }),
    );
  });

  it("refuses every text without an @", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes("@")),
        (text) => {
          expect(isValidEmail(text)).toBe(false);
        },
      ),
    );
  });
});
