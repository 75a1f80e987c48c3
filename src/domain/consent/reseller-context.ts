import type { ConsentContextType } from "./consent";

/** The kinds of reseller (SPEC §1: member is the default, root and sli exist, and customer resellers). */
export type ResellerKind = "member" | "root" | "sli" | "customer_reseller";

/**
 * SPEC §1 consent context types of a reseller's own pages (promotion, campaign and student contexts
 * come from the page or the user, not the reseller). Decision: root is the platform's own site, so
 * it consents as member (SPEC §3: "Reseller config for role member or root" has the same shape).
 * The server's reseller config and the in-memory backend both answer it.
 */
export function resellerConsentContext(kind: ResellerKind): Extract<ConsentContextType, "member" | "sli" | "customer_reseller"> {
  return kind === "root" ? "member" : kind;
}
