import { describe, expect, it } from "vitest";
import { GTAG_SCRIPT_URL, META_PIXEL_SCRIPT_URL } from "../src/adapters/browser/shell/analytics-loader";
import { CONTENT_SECURITY_POLICY, TRACKER_SOURCES } from "../server/http/security-headers";

// SPEC §4/§9: the web app loads Google Analytics and the Meta pixel after consent; the server's CSP
// must let exactly those in. The two sides may not import each other, so this suite checks them
// together.

/** Does a CSP host source (https://host, https://*.domain) allow this URL? */
function allows(source: string, url: string): boolean {
  const { protocol, host } = new URL(url);
  const [scheme, pattern = ""] = source.split("://");
  if (`${scheme}:` !== protocol) return false;
  return pattern.startsWith("*.") ? host.endsWith(pattern.slice(1)) : host === pattern;
}

const ALLOWED_DOMAINS = ["googletagmanager.com", "google-analytics.com", "connect.facebook.net", "facebook.com"];

describe("the CSP and the consented trackers", () => {
  it("allows the script files the analytics loader fetches", () => {
    for (const url of [`${GTAG_SCRIPT_URL}?id=G-ABCD1234`, META_PIXEL_SCRIPT_URL]) {
      expect(
        CONTENT_SECURITY_POLICY.scriptSrc.some((source) => allows(source, url)),
        url,
      ).toBe(true);
    }
  });

  it("allows the hosts the trackers send their hits to", () => {
    for (const url of [
      "https://region1.google-analytics.com/g/collect",
      "https://www.google-analytics.com/g/collect",
      "https://www.facebook.com/tr/",
    ]) {
      expect(
        CONTENT_SECURITY_POLICY.connectSrc.some((source) => allows(source, url)),
        url,
      ).toBe(true);
      expect(
        CONTENT_SECURITY_POLICY.imgSrc.some((source) => allows(source, url)),
        url,
      ).toBe(true);
    }
  });

  it("lets in no other host than the trackers' own, and no inline script", () => {
    const external = [...TRACKER_SOURCES.script, ...TRACKER_SOURCES.connect, ...TRACKER_SOURCES.img];
    for (const source of external) {
      const host = source.replace(/^https:\/\/(\*\.)?/, "");
      expect(
        ALLOWED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`)),
        source,
      ).toBe(true);
    }
    expect(CONTENT_SECURITY_POLICY.scriptSrc).not.toContain("'unsafe-inline'");
    expect(CONTENT_SECURITY_POLICY.scriptSrc.filter((source) => !source.startsWith("https://"))).toEqual(["'self'"]);
  });
});
