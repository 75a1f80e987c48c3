import type { Role } from "./access-token-claims";

/**
 * True when a user of `role` holds one of `required`. SPEC §6: "admins count as teachers", so a
 * teacher's page lets an admin in; no other role stands in for another.
 */
export function hasRole(role: Role, required: readonly Role[]): boolean {
  return required.includes(role) || (role === "ADMIN" && required.includes("TEACHER"));
}
