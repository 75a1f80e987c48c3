import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  consentCookieExpiry,
  consentCookieName,
  parseConsentCookie,
  serialiseConsentCookie,
} from "./consent-cookie";

const consentArb = fc.record({
  GENERAL_CONSENT: fc.constant(true as const),
  ANALYTICS_CONSENT: fc.boolean(),
  MARKETING_CONSENT: fc.boolean(),
});

describe("consentCookieName", () => {
  it("names the cookie after the reseller", () => {
    expect(consentCookieName("member")).toBe("consent_member");
    expect(consentCookieName("sli")).toBe("consent_sli");
  });

  it("gives different resellers different cookies", () => {
    expect(consentCookieName("member")).not.toBe(consentCookieName("sli"));
  });

  it("falls back to member for an empty reseller", () => {
    expect(consentCookieName("")).toBe("consent_member");
    expect(consentCookieName("  ")).toBe("consent_member");
  });

  it("always produces a valid cookie name", () => {
    fc.assert(
      fc.property(fc.string(), (reseller) => {
        expect(consentCookieName(reseller)).toMatch(/^consent_[a-z0-9_-]+$/);
      }),
    );
  });
});

describe("consentCookieExpiry", () => {
  it("expires 365 days after it is written", () => {
    expect(consentCookieExpiry(new Date("2026-01-01T10:00:00Z")).toISOString()).toBe("2027-01-01T10:00:00.000Z");
    expect(consentCookieExpiry(new Date("2028-01-01T00:00:00Z")).toISOString()).toBe("2028-12-31T00:00:00.000Z");
    expect(CONSENT_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
  });

  it("does not change the date it is given", () => {
    const now = new Date("2026-05-05T05:05:05Z");
    consentCookieExpiry(now);
    expect(now.toISOString()).toBe("2026-05-05T05:05:05.000Z");
  });
});

describe("consent cookie value", () => {
  it("serialises to cookie-safe text", () => {
    expect(serialiseConsentCookie({ GENERAL_CONSENT: true, ANALYTICS_CONSENT: false, MARKETING_CONSENT: true })).toBe(
      "GENERAL_CONSENT=true&ANALYTICS_CONSENT=false&MARKETING_CONSENT=true",
    );
  });

  it("reads back every consent it wrote", () => {
    fc.assert(
      fc.property(consentArb, (consent) => {
        expect(parseConsentCookie(serialiseConsentCookie(consent))).toEqual(consent);
      }),
    );
  });

  it("reads true and false in any case and in any order", () => {
    expect(parseConsentCookie("MARKETING_CONSENT=FALSE&ANALYTICS_CONSENT=True")).toEqual({
      GENERAL_CONSENT: true,
      ANALYTICS_CONSENT: true,
      MARKETING_CONSENT: false,
    });
  });

  it("always reads general consent as true", () => {
    expect(parseConsentCookie("GENERAL_CONSENT=false&ANALYTICS_CONSENT=false&MARKETING_CONSENT=false")?.GENERAL_CONSENT).toBe(true);
  });

  it("treats an absent or malformed value as no cookie", () => {
    for (const value of [
      undefined,
      null,
      "",
      "garbage",
      "ANALYTICS_CONSENT=yes&MARKETING_CONSENT=false",
      "ANALYTICS_CONSENT=true",
      "ANALYTICS_CONSENT=true&MARKETING_CONSENT=false&OTHER=true",
      "ANALYTICS_CONSENT=true&ANALYTICS_CONSENT=false&MARKETING_CONSENT=false",
      "ANALYTICS_CONSENT=true=true&MARKETING_CONSENT=false",
      '{"ANALYTICS_CONSENT":true}',
    ]) {
      expect(parseConsentCookie(value)).toBeNull();
    }
  });

  it("never throws and returns either null or a consent with general consent", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const parsed = parseConsentCookie(value);
        if (parsed !== null) {
          expect(parsed.GENERAL_CONSENT).toBe(true);
          expect(parseConsentCookie(serialiseConsentCookie(parsed))).toEqual(parsed);
        }
      }),
    );
  });
});
