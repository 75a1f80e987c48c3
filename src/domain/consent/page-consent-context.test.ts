import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CONSENT_CONTEXT_TYPES } from "./consent";
import { pageConsentContext } from "./page-consent-context";

describe("pageConsentContext", () => {
  it("gives promotion pages the promotion context and campaign and try pages the campaign context", () => {
    expect(pageConsentContext({ path: "/promo/var-kampanj", resellerContext: "member" })).toBe("promotion");
    expect(pageConsentContext({ path: "/campaign/ABC123?x=1", resellerContext: "sli" })).toBe("campaign");
    expect(pageConsentContext({ path: "/campaign/success", resellerContext: "customer_reseller" })).toBe("campaign");
    expect(pageConsentContext({ path: "/Try/", resellerContext: "member" })).toBe("campaign");
  });

  it("gives every other page its reseller's context", () => {
    expect(pageConsentContext({ path: "/sli/play", resellerContext: "sli" })).toBe("sli");
    expect(pageConsentContext({ path: "/", resellerContext: "member" })).toBe("member");
    // A segment that only starts like one is a reseller's page.
    expect(pageConsentContext({ path: "/tryckeriet/play", resellerContext: "customer_reseller" })).toBe("customer_reseller");
    expect(pageConsentContext({ path: "/member/pages/promo", resellerContext: "member" })).toBe("member");
  });

  it("puts a student in the student context on every page", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("/", "/promo/x", "/campaign/y", "/member/play"),
        fc.constantFrom(...CONSENT_CONTEXT_TYPES),
        (path, resellerContext) => {
          expect(pageConsentContext({ path, resellerContext, role: "STUDENT" })).toBe("student");
        },
      ),
    );
  });
});
