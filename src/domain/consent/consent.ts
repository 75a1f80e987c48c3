// SPEC §3: "Consent: GENERAL_CONSENT (always true), MARKETING_CONSENT, ANALYTICS_CONSENT."

/** The stored consent. GENERAL_CONSENT is the literal `true`: it cannot be withheld (SPEC §3). */
export interface Consent {
  readonly GENERAL_CONSENT: true;
  readonly ANALYTICS_CONSENT: boolean;
  readonly MARKETING_CONSENT: boolean;
}

/** SPEC §1: the context types consent is decided for. */
export type ConsentContextType = "member" | "customer_reseller" | "sli" | "promotion" | "campaign" | "student";

export const CONSENT_CONTEXT_TYPES: readonly ConsentContextType[] = [
  "member",
  "customer_reseller",
  "sli",
  "promotion",
  "campaign",
  "student",
];

/** SPEC §3: "Categories shown to the user: necessary, analytics, marketing." */
export type ConsentCategory = "necessary" | "analytics" | "marketing";

/** The consent a user has given before choosing anything: only the necessary part. */
export const NECESSARY_ONLY: Consent = { GENERAL_CONSENT: true, ANALYTICS_CONSENT: false, MARKETING_CONSENT: false };

/**
 * SPEC §6 roles. The token roles are upper case (STUDENT, TEACHER, ADMIN); member and root come
 * from the reseller config. Visitors and campaign test users have no role (null/undefined).
 * Decision: compared case-insensitively, so "student" and "STUDENT" are the same role.
 */
export function isStudentRole(role: string | null | undefined): boolean {
  return typeof role === "string" && role.toUpperCase() === "STUDENT";
}
