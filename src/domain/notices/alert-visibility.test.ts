import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ALERT_LEAD_TIME_MS,
  alertPhase,
  dismissAlert,
  isAlertVisible,
  pruneDismissals,
  visibleAlerts,
  type AlertDismissal,
} from "./alert-visibility";

const ms = (iso: string) => Date.parse(iso);
const alert = { id: 7, displayFrom: "2026-11-22T12:00:00Z", expiresAt: "2026-11-24T12:00:00Z" };

describe("alertPhase", () => {
  it("shows an alert from 2 hours before displayFrom", () => {
    expect(ALERT_LEAD_TIME_MS).toBe(7_200_000);
    expect(alertPhase(alert, ms("2026-11-22T09:59:59.999Z"))).toBe("upcoming");
    expect(alertPhase(alert, ms("2026-11-22T10:00:00Z"))).toBe("visible");
    expect(alertPhase(alert, ms("2026-11-23T00:00:00Z"))).toBe("visible");
  });

  it("hides an alert from its expiresAt on", () => {
    expect(alertPhase(alert, ms("2026-11-24T11:59:59.999Z"))).toBe("visible");
    expect(alertPhase(alert, ms("2026-11-24T12:00:00Z"))).toBe("expired");
  });

  it("accepts now as a Date", () => {
    expect(alertPhase(alert, new Date("2026-11-22T11:00:00Z"))).toBe("visible");
  });

  it("treats a missing start as started and a missing expiry as never ending", () => {
    expect(alertPhase({ id: 1, displayFrom: null, expiresAt: null }, 0)).toBe("visible");
    expect(alertPhase({ id: 1 }, ms("2100-01-01T00:00:00Z"))).toBe("visible");
  });

  it("never shows an alert whose dates cannot be read", () => {
    expect(alertPhase({ id: 1, displayFrom: "soon", expiresAt: null }, 0)).toBe("expired");
    expect(alertPhase({ id: 1, displayFrom: null, expiresAt: "later" }, 0)).toBe("expired");
  });

  it("is visible exactly between displayFrom minus 2 hours and expiresAt", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: -1e9, max: 2e9 }),
        (from, span, offset) => {
          const a = { id: 1, displayFrom: new Date(from).toISOString(), expiresAt: new Date(from + span).toISOString() };
          const now = from + offset;
          expect(alertPhase(a, now) === "visible").toBe(now >= from - 2 * 3_600_000 && now < from + span);
        },
      ),
    );
  });
});

describe("isAlertVisible and visibleAlerts", () => {
  const now = ms("2026-11-23T00:00:00Z");

  it("hides a dismissed alert by id", () => {
    expect(isAlertVisible(alert, [], now)).toBe(true);
    expect(isAlertVisible(alert, [{ alertId: 7, expiresAt: alert.expiresAt }], now)).toBe(false);
  });

  it("matches a stored id written as text", () => {
    expect(isAlertVisible(alert, [{ alertId: "7", expiresAt: null }], now)).toBe(false);
  });

  it("keeps only the visible, undismissed alerts in order", () => {
    const alerts = [
      { id: 1, displayFrom: "2026-11-22T00:00:00Z", expiresAt: "2026-11-25T00:00:00Z" },
      { id: 2, displayFrom: "2026-11-24T00:00:00Z", expiresAt: "2026-11-25T00:00:00Z" },
      { id: 3, displayFrom: "2026-11-20T00:00:00Z", expiresAt: "2026-11-22T00:00:00Z" },
      { id: 4, displayFrom: "2026-11-22T00:00:00Z", expiresAt: "2026-11-25T00:00:00Z" },
      { id: 5, displayFrom: "2026-11-23T01:00:00Z", expiresAt: "2026-11-25T00:00:00Z" },
    ];
    expect(visibleAlerts(alerts, [{ alertId: 4, expiresAt: null }], now).map((a) => a.id)).toEqual([1, 5]);
  });
});

describe("dismissAlert", () => {
  it("remembers the alert's id and expiry", () => {
    expect(dismissAlert([], alert)).toEqual([{ alertId: 7, expiresAt: "2026-11-24T12:00:00Z" }]);
  });

  it("keeps one entry per alert and leaves the input alone", () => {
    const stored: AlertDismissal[] = [{ alertId: 7, expiresAt: null }];
    const next = dismissAlert(stored, alert);
    expect(next).toEqual([{ alertId: 7, expiresAt: "2026-11-24T12:00:00Z" }]);
    expect(stored).toEqual([{ alertId: 7, expiresAt: null }]);
  });
});

describe("pruneDismissals", () => {
  it("drops dismissals whose alert has expired", () => {
    const stored: AlertDismissal[] = [
      { alertId: 1, expiresAt: "2026-11-22T00:00:00Z" },
      { alertId: 2, expiresAt: "2026-11-30T00:00:00Z" },
      { alertId: 3, expiresAt: null },
      { alertId: 4, expiresAt: "rubbish" },
    ];
    expect(pruneDismissals(stored, ms("2026-11-23T00:00:00Z")).map((d) => d.alertId)).toEqual([2, 3]);
  });

  it("is idempotent and only ever removes entries", () => {
    const dismissal = fc.record({
      alertId: fc.nat(),
      expiresAt: fc.option(
        fc.integer({ min: 0, max: 4e12 }).map((t) => new Date(t).toISOString()),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(fc.array(dismissal), fc.integer({ min: 0, max: 4e12 }), (stored, now) => {
        const once = pruneDismissals(stored, now);
        expect(pruneDismissals(once, now)).toEqual(once);
        for (const entry of once) expect(stored).toContain(entry);
      }),
    );
  });
});
