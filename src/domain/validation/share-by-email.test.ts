import { describe, expect, it } from "vitest";
import { validateShareByEmail } from "./share-by-email";
import { issueKeys } from "./validation-result";

describe("validateShareByEmail", () => {
  it("requires a valid address and leaves the message optional", () => {
    expect(validateShareByEmail({ email: "kollega@skola.se" }).ok).toBe(true);
    expect(validateShareByEmail({ email: "kollega@skola.se", message: "" }).ok).toBe(true);
    expect(issueKeys(validateShareByEmail({ email: "", message: "Titta!" }))).toEqual(["EMAIL.REQUIRED"]);
    expect(issueKeys(validateShareByEmail({ email: "kollega" }))).toEqual(["EMAIL.INVALID"]);
  });
});
