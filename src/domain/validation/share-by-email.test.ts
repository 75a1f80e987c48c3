import { describe, expect, it } from "vitest";
import { validateShareByEmail } from "./share-by-email";
import { issueCodes } from "./validation-result";

describe("validateShareByEmail", () => {
  it("requires a valid address and leaves the message optional", () => {
    expect(validateShareByEmail({ email: "kollega@skola.se" }).ok).toBe(true);
    expect(validateShareByEmail({ email: "kollega@skola.se", message: "" }).ok).toBe(true);
    expect(issueCodes(validateShareByEmail({ email: "", message: "Titta!" }))).toEqual(["EMAIL.REQUIRED"]);
    expect(issueCodes(validateShareByEmail({ email: "kollega" }))).toEqual(["EMAIL.INVALID"]);
  });
});
