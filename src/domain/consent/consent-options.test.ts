import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CONSENT_CONTEXT_TYPES } from "./consent";
import { consentOptionsFor, offeredCategories, showsConsentOverlay } from "./consent-options";

const withIds = { googleAnalyticsId: "G-123", metaPixelId: "456" };

describe("consentOptionsFor", () => {
  it("offers analytics and marketing to a member teacher when the reseller has tracking ids", () => {
    expect(consentOptionsFor({ role: "TEACHER", contextType: "member", resellerConfig: withIds })).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
    });
  });

  it("offers analytics when the reseller has only an analytics id or only a pixel id", () => {
    const onlyGa = consentOptionsFor({ contextType: "customer_reseller", resellerConfig: { googleAnalyticsId: "G-1" } });
    const onlyPixel = consentOptionsFor({ contextType: "customer_reseller", resellerConfig: { metaPixelId: "9" } });
    expect(onlyGa.analytics).toBe(true);
    expect(onlyPixel.analytics).toBe(true);
  });

  it("does not offer analytics when the reseller has no id, an empty id or no config", () => {
    expect(consentOptionsFor({ contextType: "member", resellerConfig: {} }).analytics).toBe(false);
    expect(consentOptionsFor({ contextType: "member", resellerConfig: { googleAnalyticsId: " ", metaPixelId: null } }).analytics).toBe(
      false,
    );
    expect(consentOptionsFor({ contextType: "member" }).analytics).toBe(false);
  });

  it("offers marketing only for member, promotion and campaign", () => {
    const marketing = CONSENT_CONTEXT_TYPES.filter(
      (contextType) => consentOptionsFor({ role: "TEACHER", contextType, resellerConfig: withIds }).marketing,
    );
    expect(marketing).toEqual(["member", "promotion", "campaign"]);
  });

  it("offers marketing without tracking ids, since SPEC §6 ties only analytics to them", () => {
    expect(consentOptionsFor({ contextType: "promotion" }).marketing).toBe(true);
  });

  it("gives sli and student contexts neither option", () => {
    for (const contextType of ["sli", "student"] as const) {
      expect(consentOptionsFor({ role: "TEACHER", contextType, resellerConfig: withIds })).toEqual({
        necessary: true,
        analytics: false,
        marketing: false,
      });
    }
  });

  it("gives a student neither option in any context, whatever the role's case", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONSENT_CONTEXT_TYPES), fc.constantFrom("STUDENT", "student", "Student"), (contextType, role) => {
        const options = consentOptionsFor({ role, contextType, resellerConfig: withIds });
        expect(options.analytics || options.marketing).toBe(false);
      }),
    );
  });

  it("always offers the necessary category", () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom("STUDENT", "TEACHER", "ADMIN", "member", "root"), { nil: undefined }),
        fc.constantFrom(...CONSENT_CONTEXT_TYPES),
        fc.record({
          googleAnalyticsId: fc.option(fc.string(), { nil: undefined }),
          metaPixelId: fc.option(fc.string(), { nil: undefined }),
        }),
        (role, contextType, resellerConfig) => {
          const options = consentOptionsFor({ role, contextType, resellerConfig });
          expect(options.necessary).toBe(true);
          expect(offeredCategories(options)[0]).toBe("necessary");
        },
      ),
    );
  });
});

describe("offeredCategories", () => {
  it("lists the offered categories in the order necessary, analytics, marketing", () => {
    expect(offeredCategories({ necessary: true, analytics: true, marketing: true })).toEqual(["necessary", "analytics", "marketing"]);
    expect(offeredCategories({ necessary: true, analytics: false, marketing: true })).toEqual(["necessary", "marketing"]);
    expect(offeredCategories({ necessary: true, analytics: false, marketing: false })).toEqual(["necessary"]);
  });
});

describe("showsConsentOverlay", () => {
  it("shows the background overlay only for promotion and campaign", () => {
    expect(CONSENT_CONTEXT_TYPES.filter(showsConsentOverlay)).toEqual(["promotion", "campaign"]);
  });
});
