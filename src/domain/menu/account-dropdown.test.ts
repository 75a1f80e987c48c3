import { describe, expect, it } from "vitest";
import { accountLinkTypes, shortcutKind } from "./account-dropdown";

describe("the account dropdown's links", () => {
  it("gives a student with one profile settings, a divider and logout", () => {
    expect(accountLinkTypes({ role: "STUDENT", profiles: [{}] })).toEqual(["SETTINGS", "divider", "LOGOUT"]);
  });

  it("adds profiles for more than one profile and student admin for a teacher", () => {
    expect(accountLinkTypes({ role: "TEACHER", profiles: [{}, {}] })).toEqual([
      "SETTINGS",
      "PROFILES",
      "STUDENT_ADMIN",
      "divider",
      "LOGOUT",
    ]);
  });

  it("gives an admin student admin (admins count as teachers, SPEC §6) and admin", () => {
    expect(accountLinkTypes({ role: "ADMIN", profiles: [] })).toEqual(["SETTINGS", "STUDENT_ADMIN", "ADMIN", "divider", "LOGOUT"]);
  });
});

describe("the app shortcut (SPEC §2)", () => {
  it("is collections for teachers and admins, favourites for everyone else", () => {
    expect(shortcutKind("TEACHER")).toBe("collections");
    expect(shortcutKind("ADMIN")).toBe("collections");
    expect(shortcutKind("STUDENT")).toBe("favourites");
  });
});
