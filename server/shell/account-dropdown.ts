import type { components } from "../../src/contract/api.gen";
import type { AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import { accountMenuLinks, appShortcutLinks, showsCart } from "../../src/domain/menu/account-dropdown";
import type { AccountUserRow } from "./shell.repository";

type AccountDropdown = components["schemas"]["AccountDropdown"];
type AppShortcut = components["schemas"]["AppShortcut"];

/**
 * SPEC §3 accountDropdown: the user's name and school, typed links with their titles and addresses
 * (the domain's accountMenuLinks, shared with the in-memory backend) and the pending-student count.
 */
export function accountDropdown(claims: AccessTokenClaims, user: AccountUserRow, reseller: string): AccountDropdown {
  return {
    user: { name: `${user.first_name} ${user.last_name}`.trim(), school: user.school_name },
    links: accountMenuLinks(claims, reseller),
    // SPEC §6: the student-admin badge. 0 until the students slice (server/students) exists and
    // can count the registrations awaiting this teacher's school.
    pendingStudentsCount: 0,
  };
}

/** SPEC §2: teachers get a shortcut to their collections, others to their favourites (domain appShortcutLinks). */
export function appShortcuts(claims: AccessTokenClaims, reseller: string): AppShortcut[] {
  return appShortcutLinks(claims.role, reseller);
}

/** SPEC §3 displayCart: the reseller's menu shows Boka's cart, for a caller whose licence grants Boka (SPEC §6). */
export function displayCart(menuShowsCart: boolean, claims: AccessTokenClaims | null): boolean {
  return showsCart(menuShowsCart, claims?.license ?? null);
}
