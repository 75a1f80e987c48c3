import { describe, expect, it } from "vitest";
import { isValidPhone } from "./phone";

describe("isValidPhone", () => {
  it("accepts numbers written the usual Swedish and international ways", () => {
    for (const phone of ["070-123 45 67", "0701234567", "+46 70 123 45 67", "08-123 456", "(08) 123 45 67"]) {
      expect(isValidPhone(phone)).toBe(true);
    }
  });

  it("refuses letters, too few digits and more than 15 digits", () => {
    for (const phone of ["ring mig", "12345", "+46 70 123 45 67 89 01 2", "070-ABC"]) {
      expect(isValidPhone(phone)).toBe(false);
    }
  });
});
