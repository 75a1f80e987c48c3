import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isValidEmail, validateEmail } from "./email";
import { issueKeys } from "./validation-result";

describe("validateEmail", () => {
  it("accepts ordinary school addresses", () => {
    for (const email of ["larare@skolmedia.test", "anna.svensson+kurs@skola.stockholm.se", "x@räksmörgås.se", " elev@skola.se "]) {
      expect(validateEmail(email)).toEqual({ ok: true, issues: [] });
    }
  });

  it("requires an address", () => {
    expect(issueKeys(validateEmail(""))).toEqual(["EMAIL.REQUIRED"]);
    expect(issueKeys(validateEmail("   "))).toEqual(["EMAIL.REQUIRED"]);
    expect(issueKeys(validateEmail(undefined))).toEqual(["EMAIL.REQUIRED"]);
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
      "a@skola.s",
      "a@skola.123",
      "a@@skola.se",
    ]) {
      expect(issueKeys(validateEmail(email))).toEqual(["EMAIL.INVALID"]);
    }
  });

  it("refuses a local part over 64 characters and an address over 254", () => {
    expect(isValidEmail(`${"a".repeat(64)}@skola.se`)).toBe(true);
    expect(isValidEmail(`${"a".repeat(65)}@skola.se`)).toBe(false);
    expect(isValidEmail(`a@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(60)}.${"f".repeat(60)}.se`)).toBe(false);
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
