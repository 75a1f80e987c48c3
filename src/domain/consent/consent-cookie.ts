// SPEC §3 / §4 / §9: consent is "saved as a cookie per reseller" that "lasts 365 days".
import type { Consent } from "./consent";

/** SPEC §9: "Consent cookie: 365 days." */
export const CONSENT_COOKIE_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
/** SPEC §2 / §9: "Default reseller: member." */
const DEFAULT_RESELLER = "member";

/**
 * The cookie name for a reseller. The SPEC does not give it; decision: `consent_{reseller}`, with the
 * slug lower-cased and any character outside [a-z0-9_-] replaced by "_" so the name is always a
 * valid RFC 6265 cookie name. An empty slug uses the default reseller member.
 */
export function consentCookieName(reseller: string): string {
  const slug = reseller
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, "_");
  return `consent_${slug === "" ? DEFAULT_RESELLER : slug}`;
}

/** When a cookie written at `now` expires: exactly 365 days later. */
export function consentCookieExpiry(now: Date): Date {
  return new Date(now.getTime() + CONSENT_COOKIE_DAYS * DAY_MS);
}

/** The cookie's Max-Age in seconds, for writers that prefer it to an expiry date. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = CONSENT_COOKIE_DAYS * 24 * 60 * 60;

const KEYS = ["GENERAL_CONSENT", "ANALYTICS_CONSENT", "MARKETING_CONSENT"] as const;

/**
 * The cookie value. Decision: `GENERAL_CONSENT=true&ANALYTICS_CONSENT=false&MARKETING_CONSENT=true`
 * — readable, and made only of RFC 6265 cookie-octets, so it needs no quoting or encoding.
 */
export function serialiseConsentCookie(consent: Consent): string {
  return KEYS.map((key) => `${key}=${consent[key] ? "true" : "false"}`).join("&");
}

/**
 * Reads a cookie value back. Returns null (as if there were no cookie, so the dialog opens) when
 * the value is absent, empty or malformed: an unknown key, a repeated key, a missing analytics or
 * marketing key, or a value other than true/false (any case). A stored GENERAL_CONSENT is always
 * read as true (SPEC §3: "always true"), and it may be left out.
 */
export function parseConsentCookie(value: string | null | undefined): Consent | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const seen = new Map<string, boolean>();
  for (const part of value.trim().split("&")) {
    const [key, raw, ...rest] = part.split("=");
    if (key === undefined || raw === undefined || rest.length > 0) return null;
    if (!(KEYS as readonly string[]).includes(key) || seen.has(key)) return null;
    const flag = raw.toLowerCase();
    if (flag !== "true" && flag !== "false") return null;
    seen.set(key, flag === "true");
  }
  const analytics = seen.get("ANALYTICS_CONSENT");
  const marketing = seen.get("MARKETING_CONSENT");
  if (analytics === undefined || marketing === undefined) return null;
  return { GENERAL_CONSENT: true, ANALYTICS_CONSENT: analytics, MARKETING_CONSENT: marketing };
}
