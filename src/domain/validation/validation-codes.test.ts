import { describe, expect, it } from "vitest";
import { VALIDATION_CODES } from "./validation-codes";

describe("validation codes", () => {
  it("are dotted codes whose group is in capitals", () => {
    for (const code of VALIDATION_CODES) expect(code).toMatch(/^[A-Z_]+\.[A-Z_]+$/);
  });

  it("are listed once each", () => {
    expect(new Set(VALIDATION_CODES).size).toBe(VALIDATION_CODES.length);
  });
});
