import type { components } from "../../src/contract/api.gen";
import type { AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import { licenceIncludesApp } from "../../src/domain/access/licence";
import { accountLinkTypes, shortcutKind, type AccountLinkType } from "../../src/domain/menu/account-dropdown";
import { logoutPath, profilesPath, settingsPath, studentAdminPath } from "../../src/domain/routing/account-routes";
import { adminPagesPath } from "../../src/domain/routing/admin-routes";
import { collectionsPath, favouritesPath } from "../../src/domain/routing/app-routes";
import type { AccountUserRow } from "./shell.repository";

type AccountDropdown = components["schemas"]["AccountDropdown"];
type AccountLink = components["schemas"]["AccountLink"];
type AppShortcut = components["schemas"]["AppShortcut"];

/** The Swedish title and the address of each link type (SPEC §2 routes). */
function accountLink(type: AccountLinkType, reseller: string): AccountLink {
  switch (type) {
    case "SETTINGS":
      return { type, title: "Inställningar", href: settingsPath(reseller) };
    case "PROFILES":
      return { type, title: "Byt profil", href: profilesPath() };
    case "STUDENT_ADMIN":
      return { type, title: "Elevadministration", href: studentAdminPath(reseller) };
    case "ADMIN":
      return { type, title: "Administration", href: adminPagesPath(reseller) };
    case "divider":
      return { type, title: null, href: null };
    case "LOGOUT":
      return { type, title: "Logga ut", href: logoutPath(reseller) };
  }
}

/** SPEC §3 accountDropdown: the user's name and school, typed links (the domain's accountLinkTypes) and the pending-student count. */
export function accountDropdown(claims: AccessTokenClaims, user: AccountUserRow, reseller: string): AccountDropdown {
  return {
    user: { name: `${user.first_name} ${user.last_name}`.trim(), school: user.school_name },
    links: accountLinkTypes(claims).map((type) => accountLink(type, reseller)),
    // SPEC §6: the student-admin badge. 0 until the students slice (server/students) exists and
    // can count the registrations awaiting this teacher's school.
    pendingStudentsCount: 0,
  };
}

/** SPEC §2: teachers get a shortcut to their collections, others to their favourites (domain shortcutKind). */
export function appShortcuts(claims: AccessTokenClaims, reseller: string): AppShortcut[] {
  return shortcutKind(claims.role) === "collections"
    ? [{ title: "Mina samlingar", url: collectionsPath(reseller) }]
    : [{ title: "Mina favoriter", url: favouritesPath(reseller) }];
}

/** SPEC §3 displayCart: the reseller's menu shows Boka's cart, for a caller whose licence grants Boka (SPEC §6). */
export function displayCart(menuShowsCart: boolean, claims: AccessTokenClaims | null): boolean {
  return menuShowsCart && claims !== null && licenceIncludesApp(claims.license, "boka");
}
