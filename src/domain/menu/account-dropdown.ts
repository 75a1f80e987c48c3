import { hasRole } from "../auth/roles";
import type { Role } from "../auth/access-token-claims";

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
