import type { components } from "../../src/contract/api.gen";
import { hasRole } from "../../src/domain/auth/roles";
import type { AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import { licenceIncludesApp } from "../../src/domain/access/licence";
import { logoutPath, profilesPath, settingsPath, studentAdminPath } from "../../src/domain/routing/account-routes";
import { adminPagesPath } from "../../src/domain/routing/admin-routes";
import { collectionsPath, favouritesPath } from "../../src/domain/routing/app-routes";
import type { AccountUserRow } from "./shell.repository";

type AccountDropdown = components["schemas"]["AccountDropdown"];
type AccountLink = components["schemas"]["AccountLink"];
type AppShortcut = components["schemas"]["AppShortcut"];

/**
 * SPEC §3 accountDropdown: the user's name and school, typed links and the pending-student count.
 * Which links a caller gets is a design decision (spec: not shown beyond the link types): settings
 * for everyone; profiles only with more than one profile (SPEC §4: /profiles is the chooser);
 * student admin for teachers (SPEC §6, admins count as teachers); admin for admins; a divider
 * before logout.
 */
export function accountDropdown(claims: AccessTokenClaims, user: AccountUserRow, reseller: string): AccountDropdown {
  const links: AccountLink[] = [{ type: "SETTINGS", title: "Inställningar", href: settingsPath(reseller) }];
  if (claims.profiles.length > 1) links.push({ type: "PROFILES", title: "Byt profil", href: profilesPath() });
  if (hasRole(claims.role, ["TEACHER"]))
    links.push({ type: "STUDENT_ADMIN", title: "Elevadministration", href: studentAdminPath(reseller) });
  if (claims.role === "ADMIN") links.push({ type: "ADMIN", title: "Administration", href: adminPagesPath(reseller) });
  links.push({ type: "divider", title: null, href: null }, { type: "LOGOUT", title: "Logga ut", href: logoutPath(reseller) });
  return {
    user: { name: `${user.first_name} ${user.last_name}`.trim(), school: user.school_name },
    links,
    // SPEC §6: the student-admin badge. 0 until the students slice (server/students) exists and
    // can count the registrations awaiting this teacher's school.
    pendingStudentsCount: 0,
  };
}

/** Design decision (issue 8 "Web app"): teachers get a shortcut to their collections, others to their favourites. */
export function appShortcuts(claims: AccessTokenClaims, reseller: string): AppShortcut[] {
  return hasRole(claims.role, ["TEACHER"])
    ? [{ title: "Mina samlingar", url: collectionsPath(reseller) }]
    : [{ title: "Mina favoriter", url: favouritesPath(reseller) }];
}

/** SPEC §3 displayCart: the reseller's menu shows Boka's cart, for a caller whose licence grants Boka (SPEC §6). */
export function displayCart(menuShowsCart: boolean, claims: AccessTokenClaims | null): boolean {
  return menuShowsCart && claims !== null && licenceIncludesApp(claims.license, "boka");
}
