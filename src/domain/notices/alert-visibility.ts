// SPEC §4: "Alert strip: shown only once displayFrom minus 2 hours has passed. Hidden when dismissed
// by id. Expired dismissals are dropped from storage." SPEC §3: "Dismissed alerts are stored locally
// as entries with alertId and expiresAt." SPEC §9: "shown 2 hours before displayFrom".
import { isoToMillis, toMillis, type Instant } from "../shared/instant";

/** SPEC §9: the strip appears 2 hours before its displayFrom. */
export const ALERT_LEAD_TIME_MS = 2 * 60 * 60 * 1000;

export type AlertId = string | number;

/** The part of an alert strip the schedule reads (ISO 8601 instants). */
export interface ScheduledAlert {
  readonly id: AlertId;
  readonly displayFrom?: string | null;
  readonly expiresAt?: string | null;
}

export interface AlertDismissal {
  readonly alertId: AlertId;
  readonly expiresAt: string | null;
}

export type AlertPhase = "upcoming" | "visible" | "expired";

/**
 * Where an alert is in its life at `now`, ignoring dismissals (the admin tabs All, Currently
 * Visible and Upcoming of SPEC §2 use this). Visible from displayFrom − 2 h until expiresAt
 * (exclusive). Decisions: a missing displayFrom means "already started", a missing expiresAt
 * "never ends"; a date that cannot be read makes the alert "expired", so a broken alert is never shown.
 */
export function alertPhase(alert: ScheduledAlert, now: Instant): AlertPhase {
  const at = toMillis(now);
  const from = isoToMillis(alert.displayFrom);
  const until = isoToMillis(alert.expiresAt);
  if (Number.isNaN(from) || Number.isNaN(until)) return "expired";
  if (until !== null && at >= until) return "expired";
  if (from !== null && at < from - ALERT_LEAD_TIME_MS) return "upcoming";
  return "visible";
}

/** True when an id is in the dismissals. Ids compare as text, since storage may turn 7 into "7". */
export function isDismissed(id: AlertId, dismissals: readonly AlertDismissal[]): boolean {
  return dismissals.some((entry) => String(entry.alertId) === String(id));
}

/** SPEC §4: visible by schedule and not dismissed. */
export function isAlertVisible(alert: ScheduledAlert, dismissals: readonly AlertDismissal[], now: Instant): boolean {
  return alertPhase(alert, now) === "visible" && !isDismissed(alert.id, dismissals);
}

/** The alerts to show now, in their given order (a new array). */
export function visibleAlerts<T extends ScheduledAlert>(alerts: readonly T[], dismissals: readonly AlertDismissal[], now: Instant): T[] {
  return alerts.filter((alert) => isAlertVisible(alert, dismissals, now));
}

/** Remembers a dismissal (once per id), keeping the alert's expiry so it can be dropped later. */
export function dismissAlert(dismissals: readonly AlertDismissal[], alert: ScheduledAlert): AlertDismissal[] {
  const others = dismissals.filter((entry) => String(entry.alertId) !== String(alert.id));
  return [...others, { alertId: alert.id, expiresAt: alert.expiresAt ?? null }];
}

/**
 * SPEC §4: "Expired dismissals are dropped from storage." Decisions: a dismissal without expiry is
 * kept (its alert never ends); one whose expiry cannot be read is dropped as garbage.
 */
export function pruneDismissals(dismissals: readonly AlertDismissal[], now: Instant): AlertDismissal[] {
  const at = toMillis(now);
  return dismissals.filter((entry) => {
    const until = isoToMillis(entry.expiresAt);
    return until === null || (!Number.isNaN(until) && at < until);
  });
}
