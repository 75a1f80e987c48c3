import { pathSegments, splitPath } from "../routing/query-string";
import { isStudentRole, type ConsentContextType } from "./consent";

/** SPEC §2 "/promo..., /campaign..., /try...": the first path segments of promotion and campaign pages. */
const PAGE_CONTEXTS: Readonly<Record<string, ConsentContextType>> = {
  promo: "promotion",
  campaign: "campaign",
  // Decision: a try page is a campaign's trial offer, so it consents as a campaign.
  try: "campaign",
};

export interface PageConsentContextInput {
  /** The current page's path (query and hash are ignored). */
  readonly path: string;
  /** The reseller's own context (its config's contextType: member, sli or customer_reseller). */
  readonly resellerContext: ConsentContextType;
  readonly role?: string | null;
}

/**
 * The SPEC §1 consent context of the page in front of the user: promotion and campaign pages have
 * their own (SPEC §4: the overlay shows only there), a student is always in the student context
 * (SPEC §6: "sli and student get neither"), every other page has its reseller's.
 */
export function pageConsentContext(input: PageConsentContextInput): ConsentContextType {
  if (isStudentRole(input.role)) return "student";
  const first = pathSegments(splitPath(input.path).pathname)[0]?.toLowerCase();
  return (first !== undefined && PAGE_CONTEXTS[first]) || input.resellerContext;
}
