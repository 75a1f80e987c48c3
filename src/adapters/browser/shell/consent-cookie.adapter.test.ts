import { describe, expect, it } from "vitest";
import { fakeCookieJar } from "../shared/cookie-jar.test-helper";
import { ConsentCookieAdapter } from "./consent-cookie.adapter";

const jar = fakeCookieJar;

const chosen = { GENERAL_CONSENT: true, ANALYTICS_CONSENT: true, MARKETING_CONSENT: false } as const;

describe("ConsentCookieAdapter", () => {
  it("keeps the consent in a cookie per reseller for 365 days, path /, SameSite=Lax", () => {
    const cookies = jar(false);
    new ConsentCookieAdapter(cookies).write("sli", chosen);
    expect(cookies.written).toEqual([
      "consent_sli=GENERAL_CONSENT%3Dtrue%26ANALYTICS_CONSENT%3Dtrue%26MARKETING_CONSENT%3Dfalse; Path=/; SameSite=Lax; Max-Age=31536000",
    ]);
  });

  it("marks the cookie Secure on https", () => {
    const cookies = jar(true);
    new ConsentCookieAdapter(cookies).write("member", chosen);
    expect(cookies.written[0]).toMatch(/; Secure$/);
  });

  it("reads back what it wrote, for that reseller only", () => {
    const storage = new ConsentCookieAdapter(jar(false));
    storage.write("member", chosen);
    expect(storage.read("member")).toEqual(chosen);
    expect(storage.read("sli")).toBeNull();
  });

  it("reads a value written unencoded too", () => {
    const storage = new ConsentCookieAdapter(jar(false, { consent_member: "ANALYTICS_CONSENT=false&MARKETING_CONSENT=true" }));
    expect(storage.read("member")).toEqual({ GENERAL_CONSENT: true, ANALYTICS_CONSENT: false, MARKETING_CONSENT: true });
  });

  it("treats a missing, malformed or badly escaped cookie as no consent (the dialog opens again)", () => {
    expect(new ConsentCookieAdapter(jar(false)).read("member")).toBeNull();
    expect(new ConsentCookieAdapter(jar(false, { consent_member: "ja" })).read("member")).toBeNull();
    expect(new ConsentCookieAdapter(jar(false, { consent_member: "%E0%A4%A" })).read("member")).toBeNull();
  });
});
