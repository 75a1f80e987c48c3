import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ROLES } from "./access-token-claims";
import { hasRole } from "./roles";

describe("hasRole", () => {
  it("lets an admin in where a teacher may go (SPEC §6: admins count as teachers)", () => {
    expect(hasRole("ADMIN", ["TEACHER"])).toBe(true);
    expect(hasRole("TEACHER", ["ADMIN"])).toBe(false);
  });

  it("keeps students, members and campaign users out of teachers' pages", () => {
    for (const role of ["STUDENT", "MEMBER", "CAMPAIGN", "ROOT"] as const) expect(hasRole(role, ["TEACHER"])).toBe(false);
  });

  it("holds a listed role and no role outside an empty list", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.subarray([...ROLES]), (role, required) => {
        if (required.includes(role)) expect(hasRole(role, required)).toBe(true);
        expect(hasRole(role, [])).toBe(false);
      }),
    );
  });
});
