import { describe, expect, it } from "vitest";
import { ManualClock } from "../auth/auth-test-doubles";
import { noticesOnFakes, stripAt } from "./notices-test-doubles";
import { UiStore } from "./ui.store";

const HOUR = 3_600_000;

function setup() {
  const clock = new ManualClock();
  const ui = new UiStore();
  const notices = noticesOnFakes(clock, ui);
  notices.gateway.strips = [stripAt(clock.now(), 1), stripAt(clock.now(), 2, { kind: "DANGER" })];
  return { clock, ui, ...notices };
}

describe("AlertStripsStore (SPEC §2, §3, §4 alert strips)", () => {
  it("loads the reseller's strips once and shows them in the server's order", async () => {
    const { alerts, gateway } = setup();
    await alerts.showFor("/member/play", "member");
    await alerts.showFor("/member/boka", "member");
    expect(gateway.calls).toEqual(["member"]);
    expect(alerts.visible.map((s) => s.id)).toEqual([1, 2]);
  });

  it("loads again for another reseller", async () => {
    const { alerts, gateway } = setup();
    await alerts.showFor("/member/play", "member");
    await alerts.showFor("/sli/play", "sli");
    expect(gateway.calls).toEqual(["member", "sli"]);
    expect(alerts.visible.every((s) => s.resellerSlug === "sli")).toBe(true);
  });

  it("fetches nothing and shows nothing on the cached home route / (SPEC §2)", async () => {
    const { alerts, gateway } = setup();
    await alerts.showFor("/", "member");
    expect(gateway.calls).toEqual([]);
    await alerts.showFor("/member/play", "member");
    await alerts.showFor("/?x=1", "member");
    expect(alerts.visible).toEqual([]);
    await alerts.showFor("/member/play", "member");
    expect(alerts.visible).toHaveLength(2);
    expect(gateway.calls).toEqual(["member"]);
  });

  it("hides a dismissed strip and keeps the dismissal until the strip's expiry (SPEC §3, §4)", async () => {
    const { alerts, storage, gateway, clock } = setup();
    await alerts.showFor("/member/play", "member");
    alerts.dismiss(2);
    expect(alerts.visible.map((s) => s.id)).toEqual([1]);
    expect(storage.entries).toEqual([{ alertId: 2, expiresAt: gateway.strips[1]?.expiresAt }]);
    // Pruned once the strip has expired.
    clock.advance(25 * HOUR);
    expect(storage.load(clock.now())).toEqual([]);
  });

  it("reads the dismissals kept from an earlier visit", async () => {
    const { alerts, storage, gateway } = setup();
    storage.save([{ alertId: "1", expiresAt: gateway.strips[0]?.expiresAt ?? null }]);
    await alerts.showFor("/member/play", "member");
    expect(alerts.visible.map((s) => s.id)).toEqual([2]);
  });

  it("is silent when the strips cannot be loaded, and tries again on the next route", async () => {
    const { alerts, gateway } = setup();
    gateway.failing = true;
    await alerts.showFor("/member/play", "member");
    expect(alerts.visible).toEqual([]);
    gateway.failing = false;
    await alerts.showFor("/member/boka", "member");
    expect(alerts.visible).toHaveLength(2);
  });

  it("shows none after a failed reload (SPEC §4 Logout: cleared, then reloaded)", async () => {
    const { alerts, gateway, ui } = setup();
    await alerts.showFor("/member/play", "member");
    gateway.failing = true;
    ui.resetLayout();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gateway.calls).toEqual(["member", "member"]);
    expect(alerts.visible).toEqual([]);
  });

  it("clears and reloads the strips when the layout is reset (SPEC §4 Logout)", async () => {
    const { alerts, gateway, ui } = setup();
    await alerts.showFor("/member/play", "member");
    gateway.strips = [stripAt(Date.UTC(2026, 10, 22), 9)];
    ui.resetLayout();
    expect(alerts.visible).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(alerts.visible.map((s) => s.id)).toEqual([9]);
  });

  it("ignores an answer for a reseller the user has left", async () => {
    const { alerts, gateway } = setup();
    let open = () => undefined as void;
    gateway.gate = new Promise((resolve) => (open = resolve));
    const first = alerts.showFor("/member/play", "member");
    const second = alerts.showFor("/sli/play", "sli");
    open();
    await Promise.all([first, second]);
    expect(alerts.visible.every((s) => s.resellerSlug === "sli")).toBe(true);
  });

  it("hides a strip when it expires and shows one when its 2-hour lead begins, while the page stays open", async () => {
    const { alerts, gateway, clock } = setup();
    const now = clock.now();
    gateway.strips = [
      stripAt(now, 1, { expiresAt: new Date(now + HOUR).toISOString() }),
      stripAt(now, 2, { displayFrom: new Date(now + 3 * HOUR).toISOString() }),
    ];
    await alerts.showFor("/member/play", "member");
    expect(alerts.visible.map((s) => s.id)).toEqual([1]);
    clock.advance(HOUR);
    expect(alerts.visible.map((s) => s.id)).toEqual([2]);
  });
});
