import type { BrowserContext } from "@playwright/test";

/** The consent cookie value of src/domain/consent/consent-cookie.ts, as the browser stores it. */
export function consentCookieValue(analytics: boolean, marketing: boolean): string {
  return encodeURIComponent(`GENERAL_CONSENT=true&ANALYTICS_CONSENT=${analytics}&MARKETING_CONSENT=${marketing}`);
}

/**
 * Stores a necessary-only consent for these resellers, as if the user had chosen already: the
 * consent dialog (SPEC §4: it opens when there is no cookie) then stays closed. For journeys about
 * something else, whose screenshots or clicks near the bottom-left corner it would cover.
 */
export async function withConsentGiven(
  context: BrowserContext,
  baseURL: string | undefined,
  resellers: readonly string[] = ["member", "root", "sli", "kulturskolan-nord"],
): Promise<void> {
  const url = baseURL ?? "http://localhost";
  await context.addCookies(
    resellers.map((reseller) => ({ name: `consent_${reseller}`, value: consentCookieValue(false, false), url, sameSite: "Lax" as const })),
  );
}
