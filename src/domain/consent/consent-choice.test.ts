import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { NECESSARY_ONLY, type Consent } from "./consent";
import { acceptAllConsent, consentDialogOpens, consentForRole, saveConsentSettings } from "./consent-choice";

const all = { necessary: true, analytics: true, marketing: true } as const;
const none = { necessary: true, analytics: false, marketing: false } as const;
/** SPEC §4: a student keeps only the necessary consent. */
const necessaryOnly = { GENERAL_CONSENT: true, ANALYTICS_CONSENT: false, MARKETING_CONSENT: false };
const consentArb = fc.record({
  GENERAL_CONSENT: fc.constant(true as const),
  ANALYTICS_CONSENT: fc.boolean(),
  MARKETING_CONSENT: fc.boolean(),
});
const optionsArb = fc.record({ necessary: fc.constant(true as const), analytics: fc.boolean(), marketing: fc.boolean() });

describe("consentDialogOpens", () => {
  it("opens the dialog when there is no stored consent", () => {
    expect(consentDialogOpens(null)).toBe(true);
  });

  it("keeps the dialog closed once consent is stored", () => {
    expect(consentDialogOpens(NECESSARY_ONLY)).toBe(false);
  });
});

describe("acceptAllConsent", () => {
  it("grants every offered option and keeps general consent", () => {
    expect(acceptAllConsent(all)).toEqual({ GENERAL_CONSENT: true, ANALYTICS_CONSENT: true, MARKETING_CONSENT: true });
  });

  it("never grants an option that was not offered", () => {
    expect(acceptAllConsent(none)).toEqual(necessaryOnly);
    expect(acceptAllConsent({ necessary: true, analytics: true, marketing: false }).MARKETING_CONSENT).toBe(false);
  });
});

describe("saveConsentSettings", () => {
  it("saves the toggles the user chose", () => {
    expect(saveConsentSettings(all, { analytics: false, marketing: true })).toEqual({
      GENERAL_CONSENT: true,
      ANALYTICS_CONSENT: false,
      MARKETING_CONSENT: true,
    });
  });

  it("grants a category only when it was offered and toggled on", () => {
    fc.assert(
      fc.property(optionsArb, fc.boolean(), fc.boolean(), (options, analytics, marketing) => {
        const consent = saveConsentSettings(options, { analytics, marketing });
        expect(consent.GENERAL_CONSENT).toBe(true);
        expect(consent.ANALYTICS_CONSENT).toBe(options.analytics && analytics);
        expect(consent.MARKETING_CONSENT).toBe(options.marketing && marketing);
      }),
    );
  });
});

describe("consentForRole", () => {
  it("revokes a student's analytics and marketing consent and asks for the cookie to be rewritten", () => {
    const stored: Consent = { GENERAL_CONSENT: true, ANALYTICS_CONSENT: true, MARKETING_CONSENT: false };
    expect(consentForRole(stored, "STUDENT")).toEqual({ consent: necessaryOnly, changed: true });
  });

  it("leaves a student's necessary-only consent unchanged", () => {
    expect(consentForRole(NECESSARY_ONLY, "STUDENT")).toEqual({ consent: necessaryOnly, changed: false });
  });

  it("keeps the consent of every other role as stored", () => {
    fc.assert(
      fc.property(consentArb, fc.constantFrom("TEACHER", "ADMIN", "member", "root", null, undefined), (stored, role) => {
        expect(consentForRole(stored, role)).toEqual({ consent: stored, changed: false });
      }),
    );
  });

  it("always leaves a student without tracking consent", () => {
    fc.assert(
      fc.property(consentArb, (stored) => {
        const { consent } = consentForRole(stored, "student");
        expect(consent.ANALYTICS_CONSENT || consent.MARKETING_CONSENT).toBe(false);
        expect(consent.GENERAL_CONSENT).toBe(true);
      }),
    );
  });
});
