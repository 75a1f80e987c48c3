// SPEC §4 / §6 / §9: which trackers may run, for whom, and with which ids.
import type { Consent, ConsentContextType } from "./consent";
import { consentOptionsFor, type ConsentResellerConfig } from "./consent-options";

/** The trackers to run now: the reseller's id for each, or null for "not loaded". */
export interface AnalyticsTrackers {
  /** Google Analytics measurement id (gtag.js, anonymised IP: SPEC §9). */
  readonly googleAnalyticsId: string | null;
  /** Meta pixel id (fbevents.js). */
  readonly metaPixelId: string | null;
}

export const NO_TRACKERS: AnalyticsTrackers = { googleAnalyticsId: null, metaPixelId: null };

export interface AnalyticsTrackersInput {
  /** The stored consent, or null when the user has not chosen yet (nothing runs then). */
  readonly consent: Consent | null;
  readonly role?: string | null;
  readonly contextType: ConsentContextType;
  readonly resellerConfig?: ConsentResellerConfig | null;
}

/**
 * Which trackers may load (SPEC §6 "Students: no tracking consent"; §4 consent before tracking).
 * A tracker runs only when the reseller has its id, the option it needs is offered in this context
 * for this role (so a student, or a cookie carried over from another context, never loads one) and
 * the user gave that consent.
 * Decision (the SPEC names the ids, not which consent each needs): Google Analytics needs the
 * analytics consent. The Meta pixel both measures visits (SPEC §6 offers the analytics option for a
 * pixel id) and feeds Meta's advertising, so it needs the analytics and the marketing consent: no
 * tracker runs on less consent than any reading of the SPEC would ask for.
 */
export function analyticsTrackers(input: AnalyticsTrackersInput): AnalyticsTrackers {
  const { consent } = input;
  if (consent === null) return NO_TRACKERS;
  const offered = consentOptionsFor({ role: input.role, contextType: input.contextType, resellerConfig: input.resellerConfig });
  const analytics = offered.analytics && consent.ANALYTICS_CONSENT;
  const marketing = offered.marketing && consent.MARKETING_CONSENT;
  return {
    googleAnalyticsId: analytics ? wellFormedId(input.resellerConfig?.googleAnalyticsId, GOOGLE_ANALYTICS_ID) : null,
    metaPixelId: analytics && marketing ? wellFormedId(input.resellerConfig?.metaPixelId, META_PIXEL_ID) : null,
  };
}

// The ids go into a script address and a tracker call: only their documented shapes pass (a GA4
// "G-…" or older "UA-…"/"AW-…" id; a pixel id is digits), so a mistyped config loads nothing.
const GOOGLE_ANALYTICS_ID = /^(G|UA|AW|GT)-[A-Z0-9-]{4,30}$/i;
const META_PIXEL_ID = /^\d{6,20}$/;

function wellFormedId(id: string | null | undefined, shape: RegExp): string | null {
  const trimmed = typeof id === "string" ? id.trim() : "";
  return shape.test(trimmed) ? trimmed : null;
}
