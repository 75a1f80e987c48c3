import { describe, expect, it } from "vitest";
import { resellerConsentContext } from "./reseller-context";

describe("the consent context of a reseller (SPEC §1)", () => {
  it("is the reseller's own kind, root consenting as member", () => {
    expect((["member", "root", "sli", "customer_reseller"] as const).map(resellerConsentContext)).toEqual([
      "member",
      "member",
      "sli",
      "customer_reseller",
    ]);
  });
});
