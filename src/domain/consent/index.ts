export { CONSENT_CONTEXT_TYPES, NECESSARY_ONLY, isStudentRole } from "./consent";
export type { Consent, ConsentCategory, ConsentContextType } from "./consent";
export { consentOptionsFor, offeredCategories, showsConsentOverlay } from "./consent-options";
export type { ConsentOptions, ConsentOptionsInput, ConsentResellerConfig } from "./consent-options";
export { acceptAllConsent, consentDialogOpens, consentForRole, saveConsentSettings } from "./consent-choice";
export type { ConsentToggles } from "./consent-choice";
export {
  CONSENT_COOKIE_DAYS,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  consentCookieExpiry,
  consentCookieName,
  parseConsentCookie,
  serialiseConsentCookie,
} from "./consent-cookie";
