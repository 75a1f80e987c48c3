// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { DISMISSED_ALERTS_KEY, LocalDismissalStorage } from "./local-dismissal.storage";

const NOW = Date.parse("2026-11-22T12:00:00Z");
const LATER = "2026-11-23T12:00:00.000Z";
const EARLIER = "2026-11-21T12:00:00.000Z";

afterEach(() => localStorage.clear());

describe("LocalDismissalStorage (SPEC §3, §4 dismissed alerts)", () => {
  it("keeps the dismissals in localStorage as JSON entries {alertId, expiresAt}", () => {
    new LocalDismissalStorage().save([{ alertId: 7, expiresAt: LATER }]);
    expect(JSON.parse(localStorage.getItem(DISMISSED_ALERTS_KEY) ?? "null")).toEqual([{ alertId: 7, expiresAt: LATER }]);
    expect(new LocalDismissalStorage().load(NOW)).toEqual([{ alertId: 7, expiresAt: LATER }]);
  });

  it("drops expired dismissals from storage when loading", () => {
    const storage = new LocalDismissalStorage();
    storage.save([
      { alertId: 1, expiresAt: EARLIER },
      { alertId: 2, expiresAt: LATER },
    ]);
    expect(storage.load(NOW)).toEqual([{ alertId: 2, expiresAt: LATER }]);
    expect(JSON.parse(localStorage.getItem(DISMISSED_ALERTS_KEY) ?? "null")).toEqual([{ alertId: 2, expiresAt: LATER }]);
  });

  it("removes the key when nothing is left", () => {
    const storage = new LocalDismissalStorage();
    storage.save([{ alertId: 1, expiresAt: EARLIER }]);
    storage.load(NOW);
    expect(localStorage.getItem(DISMISSED_ALERTS_KEY)).toBeNull();
  });

  it("ignores what it cannot read: broken JSON and entries of another shape", () => {
    localStorage.setItem(DISMISSED_ALERTS_KEY, "{not json");
    expect(new LocalDismissalStorage().load(NOW)).toEqual([]);
    localStorage.setItem(
      DISMISSED_ALERTS_KEY,
      JSON.stringify([{ alertId: { x: 1 }, expiresAt: LATER }, "7", { alertId: "3", expiresAt: LATER }]),
    );
    expect(new LocalDismissalStorage().load(NOW)).toEqual([{ alertId: "3", expiresAt: LATER }]);
  });

  it("keeps the dismissals in memory where the browser refuses storage", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    const storage = new LocalDismissalStorage(refusing);
    storage.save([{ alertId: 1, expiresAt: LATER }]);
    expect(storage.load(NOW)).toEqual([{ alertId: 1, expiresAt: LATER }]);
    const none = new LocalDismissalStorage(null);
    none.save([{ alertId: 2, expiresAt: LATER }]);
    expect(none.load(NOW)).toEqual([{ alertId: 2, expiresAt: LATER }]);
  });
});
