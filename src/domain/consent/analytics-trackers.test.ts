import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CONSENT_CONTEXT_TYPES, NECESSARY_ONLY, type Consent } from "./consent";
import { analyticsTrackers, NO_TRACKERS } from "./analytics-trackers";

const ids = { googleAnalyticsId: "G-KSN4Q7DEMO", metaPixelId: "381204557721903" };
const all: Consent = { GENERAL_CONSENT: true, ANALYTICS_CONSENT: true, MARKETING_CONSENT: true };
const analyticsOnly: Consent = { GENERAL_CONSENT: true, ANALYTICS_CONSENT: true, MARKETING_CONSENT: false };

const consentArb = fc.record({
  GENERAL_CONSENT: fc.constant(true as const),
  ANALYTICS_CONSENT: fc.boolean(),
  MARKETING_CONSENT: fc.boolean(),
});

describe("analyticsTrackers", () => {
  it("loads nothing before the user has chosen", () => {
    expect(analyticsTrackers({ consent: null, contextType: "member", resellerConfig: ids })).toEqual(NO_TRACKERS);
  });

  it("loads nothing on necessary-only consent", () => {
    expect(analyticsTrackers({ consent: NECESSARY_ONLY, contextType: "member", resellerConfig: ids })).toEqual(NO_TRACKERS);
  });

  it("loads Google Analytics on analytics consent, with the reseller's id", () => {
    expect(analyticsTrackers({ consent: analyticsOnly, contextType: "member", resellerConfig: ids })).toEqual({
      googleAnalyticsId: "G-KSN4Q7DEMO",
      metaPixelId: null,
    });
  });

  it("loads the Meta pixel only with both the analytics and the marketing consent", () => {
    expect(analyticsTrackers({ consent: all, contextType: "member", resellerConfig: ids }).metaPixelId).toBe("381204557721903");
    const marketingOnly: Consent = { GENERAL_CONSENT: true, ANALYTICS_CONSENT: false, MARKETING_CONSENT: true };
    expect(analyticsTrackers({ consent: marketingOnly, contextType: "member", resellerConfig: ids })).toEqual(NO_TRACKERS);
  });

  it("never loads the pixel where marketing is not offered, whatever an old cookie says", () => {
    expect(analyticsTrackers({ consent: all, contextType: "customer_reseller", resellerConfig: ids })).toEqual({
      googleAnalyticsId: "G-KSN4Q7DEMO",
      metaPixelId: null,
    });
  });

  it("never loads a tracker for a student, in any context, whatever the cookie says", () => {
    fc.assert(
      fc.property(
        consentArb,
        fc.constantFrom(...CONSENT_CONTEXT_TYPES),
        fc.constantFrom("STUDENT", "student"),
        (consent, contextType, role) => {
          expect(analyticsTrackers({ consent, role, contextType, resellerConfig: ids })).toEqual(NO_TRACKERS);
        },
      ),
    );
  });

  it("never loads a tracker in the sli and student contexts", () => {
    for (const contextType of ["sli", "student"] as const) {
      expect(analyticsTrackers({ consent: all, role: "TEACHER", contextType, resellerConfig: ids })).toEqual(NO_TRACKERS);
    }
  });

  it("loads nothing when the reseller has no ids", () => {
    expect(
      analyticsTrackers({ consent: all, contextType: "member", resellerConfig: { googleAnalyticsId: null, metaPixelId: null } }),
    ).toEqual(NO_TRACKERS);
    expect(analyticsTrackers({ consent: all, contextType: "member" })).toEqual(NO_TRACKERS);
  });

  it("loads nothing for an id of the wrong shape, and trims a well-formed one", () => {
    const bad = { googleAnalyticsId: 'G-1"><script>', metaPixelId: "12ab34" };
    expect(analyticsTrackers({ consent: all, contextType: "member", resellerConfig: bad })).toEqual(NO_TRACKERS);
    const padded = { googleAnalyticsId: "  G-ABC1234 ", metaPixelId: " 1234567 " };
    expect(analyticsTrackers({ consent: all, contextType: "promotion", resellerConfig: padded })).toEqual({
      googleAnalyticsId: "G-ABC1234",
      metaPixelId: "1234567",
    });
  });

  it("never loads a tracker the user did not consent to", () => {
    fc.assert(
      fc.property(consentArb, fc.constantFrom(...CONSENT_CONTEXT_TYPES), (consent, contextType) => {
        const trackers = analyticsTrackers({ consent, role: "TEACHER", contextType, resellerConfig: ids });
        if (trackers.googleAnalyticsId !== null) expect(consent.ANALYTICS_CONSENT).toBe(true);
        if (trackers.metaPixelId !== null) expect(consent.ANALYTICS_CONSENT && consent.MARKETING_CONSENT).toBe(true);
      }),
    );
  });
});
