// SPEC §4: the consent dialog's outcomes and the student revocation.
import { isStudentRole, NECESSARY_ONLY, type Consent } from "./consent";
import type { ConsentOptions } from "./consent-options";

/** The analytics and marketing toggles of the settings view. */
export interface ConsentToggles {
  readonly analytics: boolean;
  readonly marketing: boolean;
}

/**
 * SPEC §4: "No cookie means the dialog opens." An unreadable cookie (parse result null) is treated
 * as no cookie, so the user is asked again rather than tracked on a guess.
 */
export function consentDialogOpens(stored: Consent | null): boolean {
  return stored === null;
}

/**
 * SPEC §4: "accept all". Decision: it grants every option the dialog offered and nothing it did not
 * offer, so a student or an sli context can never end up with tracking consent.
 */
export function acceptAllConsent(options: ConsentOptions): Consent {
  return saveConsentSettings(options, { analytics: true, marketing: true });
}

/** SPEC §4: "open settings, toggle analytics and marketing, and save". Options not offered stay off. */
export function saveConsentSettings(options: ConsentOptions, toggles: ConsentToggles): Consent {
  return {
    GENERAL_CONSENT: true,
    ANALYTICS_CONSENT: options.analytics && toggles.analytics,
    MARKETING_CONSENT: options.marketing && toggles.marketing,
  };
}

/**
 * SPEC §4: "A student with existing consent has analytics and marketing consent revoked."
 * Returns the consent to keep for this role; `changed` tells the caller to rewrite the cookie.
 */
export function consentForRole(stored: Consent, role: string | null | undefined): { consent: Consent; changed: boolean } {
  if (!isStudentRole(role)) return { consent: stored, changed: false };
  const changed = stored.ANALYTICS_CONSENT || stored.MARKETING_CONSENT;
  return { consent: NECESSARY_ONLY, changed };
}
