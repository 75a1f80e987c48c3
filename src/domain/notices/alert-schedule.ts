// SPEC §4: "Alert strip: shown only once displayFrom minus 2 hours has passed", hidden from its
// expiry on. A page left open must notice those moments without asking the server again.
import { isoToMillis, toMillis, type Instant } from "../shared/instant";
import { ALERT_LEAD_TIME_MS, alertPhase, type ScheduledAlert } from "./alert-visibility";

/**
 * The next instant after `now` (epoch ms) at which one of the alerts appears (displayFrom − 2 h) or
 * expires, so a caller can look again then; null when nothing changes any more. An expired alert
 * stays expired, and missing dates are no moment (alertPhase reads them as "no bound").
 */
export function nextAlertChange(alerts: readonly ScheduledAlert[], now: Instant): number | null {
  const at = toMillis(now);
  let next: number | null = null;
  for (const alert of alerts) {
    if (alertPhase(alert, at) === "expired") continue;
    const from = isoToMillis(alert.displayFrom);
    const until = isoToMillis(alert.expiresAt);
    for (const moment of [from === null ? null : from - ALERT_LEAD_TIME_MS, until]) {
      if (moment === null || moment <= at) continue;
      if (next === null || moment < next) next = moment;
    }
  }
  return next;
}
