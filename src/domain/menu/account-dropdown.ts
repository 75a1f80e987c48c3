import { licenceIncludesApp } from "../access/licence";
import { hasRole } from "../auth/roles";
import type { Role } from "../auth/access-token-claims";
import { logoutPath, profilesPath, settingsPath, studentAdminPath } from "../routing/account-routes";
import { adminPagesPath } from "../routing/admin-routes";
import { collectionsPath, favouritesPath } from "../routing/app-routes";

/** SPEC §3 account link types (the contract's AccountLink.type). */
export type AccountLinkType = "SETTINGS" | "PROFILES" | "STUDENT_ADMIN" | "ADMIN" | "divider" | "LOGOUT";

/**
 * Which links a signed-in user's account dropdown holds, in order. Decision (spec: the link types
 * only): settings for everyone; profiles only with more than one profile (SPEC §4: /profiles is the
 * chooser); student admin for teachers (SPEC §6, admins count as teachers); admin for admins; a
 * divider before logout.
 */
export function accountLinkTypes(user: { role: Role; profiles: readonly unknown[] }): AccountLinkType[] {
  const types: AccountLinkType[] = ["SETTINGS"];
  if (user.profiles.length > 1) types.push("PROFILES");
  if (hasRole(user.role, ["TEACHER"])) types.push("STUDENT_ADMIN");
  if (user.role === "ADMIN") types.push("ADMIN");
  types.push("divider", "LOGOUT");
  return types;
}

/** SPEC §2: "Teachers see a collections shortcut; others see a favourites shortcut." */
export function shortcutKind(role: Role): "collections" | "favourites" {
  return hasRole(role, ["TEACHER"]) ? "collections" : "favourites";
}

/** One link of the account dropdown as the menu data carries it (SPEC §3: type, title and href; a divider has neither). */
export interface AccountMenuLink {
  readonly type: AccountLinkType;
  readonly title: string | null;
  readonly href: string | null;
}

/**
 * The Swedish title and the address of each link type (SPEC §2 routes). One mapping for the server
 * (getMenu) and the in-memory backend, so both answer the same menu data.
 */
export function accountMenuLink(type: AccountLinkType, reseller: string): AccountMenuLink {
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

/** The account dropdown's links of a signed-in user (accountLinkTypes), each with its title and address. */
export function accountMenuLinks(user: { role: Role; profiles: readonly unknown[] }, reseller: string): AccountMenuLink[] {
  return accountLinkTypes(user).map((type) => accountMenuLink(type, reseller));
}

/** SPEC §3 appShortcuts: a title and an address. */
export interface AppShortcutLink {
  readonly title: string;
  readonly url: string;
}

/** SPEC §2: teachers get a shortcut to their collections, others to their favourites (shortcutKind). */
export function appShortcutLinks(role: Role, reseller: string): AppShortcutLink[] {
  return shortcutKind(role) === "collections"
    ? [{ title: "Mina samlingar", url: collectionsPath(reseller) }]
    : [{ title: "Mina favoriter", url: favouritesPath(reseller) }];
}

/**
 * SPEC §3 displayCart: the reseller's menu shows Boka's cart, for a caller whose licence grants Boka
 * (SPEC §6). `licence` is null for a visitor, who has no cart.
 */
export function showsCart(menuShowsCart: boolean, licence: number | null): boolean {
  return menuShowsCart && licence !== null && licenceIncludesApp(licence, "boka");
}
