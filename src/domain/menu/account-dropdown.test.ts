import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accountLinkTypes, accountMenuLinks, appShortcutLinks, shortcutKind, showsCart } from "./account-dropdown";

const ROLES = ["STUDENT", "TEACHER", "ADMIN", "MEMBER", "ROOT", "CAMPAIGN"] as const;

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

describe("the account dropdown's titles and addresses (SPEC §2 routes, §3 account links)", () => {
  it("gives each link type its Swedish title and the reseller's address; a divider has neither", () => {
    expect(accountMenuLinks({ role: "ADMIN", profiles: [{}, {}] }, "sli")).toEqual([
      { type: "SETTINGS", title: "Inställningar", href: "/sli/settings" },
      { type: "PROFILES", title: "Byt profil", href: "/profiles" },
      { type: "STUDENT_ADMIN", title: "Elevadministration", href: "/sli/administrate-students" },
      { type: "ADMIN", title: "Administration", href: "/sli/admin/pages" },
      { type: "divider", title: null, href: null },
      { type: "LOGOUT", title: "Logga ut", href: "/sli/logout" },
    ]);
  });

  it("holds exactly the types of accountLinkTypes, in the same order, for every role", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.nat({ max: 4 }), (role, profileCount) => {
        const user = { role, profiles: Array.from({ length: profileCount }, () => ({})) };
        expect(accountMenuLinks(user, "member").map((link) => link.type)).toEqual(accountLinkTypes(user));
      }),
    );
  });

  it("links every type but the divider somewhere on the site", () => {
    for (const link of accountMenuLinks({ role: "ADMIN", profiles: [{}, {}] }, "member")) {
      if (link.type === "divider") continue;
      expect(link.title).toMatch(/\S/);
      expect(link.href).toMatch(/^\/[^/]/);
    }
  });
});

describe("the app shortcut's title and address (SPEC §2, §3 appShortcuts)", () => {
  it("points teachers and admins at their collections and everyone else at their favourites", () => {
    expect(appShortcutLinks("TEACHER", "member")).toEqual([{ title: "Mina samlingar", url: "/member/collections" }]);
    expect(appShortcutLinks("ADMIN", "sli")).toEqual([{ title: "Mina samlingar", url: "/sli/collections" }]);
    expect(appShortcutLinks("STUDENT", "member")).toEqual([{ title: "Mina favoriter", url: "/member/collections/my-favorites" }]);
  });
});

describe("the cart icon (SPEC §3 displayCart, §6 licences)", () => {
  it("shows for a caller whose licence grants Boka on a menu that shows the cart", () => {
    expect([4, 6, 7, 8].map((licence) => showsCart(true, licence))).toEqual([true, true, true, true]);
  });

  it("never shows for a visitor, a licence without Boka, or a menu without the cart", () => {
    expect(showsCart(true, null)).toBe(false);
    expect([1, 2, 3, 5].map((licence) => showsCart(true, licence))).toEqual([false, false, false, false]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (licence) => {
        expect(showsCart(false, licence)).toBe(false);
      }),
    );
  });
});
