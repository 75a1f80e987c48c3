import { describe, expect, it } from "vitest";
import { ERROR_CODES, errorBody, type ErrorCode } from "./error-codes";

const codes = Object.keys(ERROR_CODES) as ErrorCode[];

describe("the error code catalogue (SPEC §3 error response body)", () => {
  it("names every code AREA.REASON in capitals, the shape clients branch on", () => {
    for (const code of codes) expect(code).toMatch(/^[A-Z]+\.[A-Z_]+$/);
  });

  it("gives every code an error status and both texts (SPEC §8: the description is shown first)", () => {
    for (const code of codes) {
      const { status, message, description } = ERROR_CODES[code];
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(message.trim(), code).not.toBe("");
      expect(description.trim(), code).not.toBe("");
    }
  });

  it("builds the body from the catalogue, with a more precise message when one is given", () => {
    expect(errorBody("AUTH.INVALID_CREDENTIALS")).toEqual({
      code: "AUTH.INVALID_CREDENTIALS",
      message: "Wrong e-mail, password or code.",
      description: "Fel e-postadress, lösenord eller kod.",
    });
    expect(errorBody("RESOURCE.NOT_FOUND", "No such profile.")).toMatchObject({
      message: "No such profile.",
      description: ERROR_CODES["RESOURCE.NOT_FOUND"].description,
    });
  });
});
