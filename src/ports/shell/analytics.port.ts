import type { AnalyticsTrackers } from "../../domain/consent/analytics-trackers";

/**
 * Loads the third-party trackers the user consented to (SPEC §4, §6; Google Analytics with
 * anonymised IP, SPEC §9). The application decides which (domain analyticsTrackers) and calls
 * `apply` whenever that may have changed; the adapter loads what is new and stops what was withdrawn.
 */
export interface AnalyticsLoader {
  apply(trackers: AnalyticsTrackers): void;
}
