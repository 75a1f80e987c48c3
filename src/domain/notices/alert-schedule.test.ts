import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextAlertChange } from "./alert-schedule";
import { alertPhase, ALERT_LEAD_TIME_MS } from "./alert-visibility";

const ms = (iso: string) => Date.parse(iso);
const alert = { id: 1, displayFrom: "2026-11-22T12:00:00Z", expiresAt: "2026-11-24T12:00:00Z" };

describe("nextAlertChange", () => {
  it("is the moment an upcoming alert appears: 2 hours before its displayFrom", () => {
    expect(nextAlertChange([alert], ms("2026-11-22T08:00:00Z"))).toBe(ms("2026-11-22T10:00:00Z"));
  });

  it("is the expiry of an alert already shown", () => {
    expect(nextAlertChange([alert], ms("2026-11-22T10:00:00Z"))).toBe(ms("2026-11-24T12:00:00Z"));
  });

  it("takes the earliest moment of several alerts", () => {
    const soon = { id: 2, displayFrom: null, expiresAt: "2026-11-23T00:00:00Z" };
    expect(nextAlertChange([alert, soon], ms("2026-11-22T11:00:00Z"))).toBe(ms("2026-11-23T00:00:00Z"));
  });

  it("is null when nothing changes any more: expired, unbounded or unreadable alerts", () => {
    expect(nextAlertChange([alert], ms("2026-11-25T00:00:00Z"))).toBeNull();
    expect(nextAlertChange([{ id: 3 }, { id: 4, displayFrom: "soon", expiresAt: "later" }], 0)).toBeNull();
    expect(nextAlertChange([], 0)).toBeNull();
  });

  it("names a moment after now at which some alert's phase differs from just before it", () => {
    const instant = fc.integer({ min: 0, max: 4_000_000_000_000 });
    const scheduled = fc.record({
      id: fc.nat(),
      displayFrom: fc.option(instant.map((t) => new Date(t).toISOString())),
      expiresAt: fc.option(instant.map((t) => new Date(t).toISOString())),
    });
    fc.assert(
      fc.property(fc.array(scheduled, { maxLength: 5 }), instant, (alerts, now) => {
        const next = nextAlertChange(alerts, now);
        if (next === null) {
          // Nothing changes: every alert has the same phase now and far later.
          const far = now + 10 * 365 * 24 * 3_600_000 + ALERT_LEAD_TIME_MS + 4_000_000_000_000;
          return alerts.every((a) => alertPhase(a, now) === alertPhase(a, far));
        }
        const changed = alerts.some((a) => alertPhase(a, next - 1) !== alertPhase(a, next));
        const steady = alerts.every((a) => alertPhase(a, now) === alertPhase(a, next - 1));
        return next > now && changed && steady;
      }),
    );
  });
});
