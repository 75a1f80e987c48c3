import { describe, expect, it } from "vitest";
import type { Clock } from "../../../ports/shared/clock.port";
import { DEMO_ALERT_STRIPS } from "../../../fixtures/demo-shell";
import { MemoryAlertStripsAdapter } from "./memory-alert-strips.adapter";

/** A clock that moves only when told (no timers needed here). */
class ManualClock implements Clock {
  time = Date.UTC(2026, 10, 22);
  now = () => this.time;
  schedule = () => () => undefined;
  advance(ms: number): void {
    this.time += ms;
  }
}

describe("MemoryAlertStripsAdapter", () => {
  it("answers the demo strips due now, like the server: from displayFrom − 2 h until expiry", async () => {
    const clock = new ManualClock();
    const result = await new MemoryAlertStripsAdapter(clock).listAlertStrips("member");
    if (!result.ok) throw new Error("expected strips");
    const due = DEMO_ALERT_STRIPS.filter((s) => s.displayFromOffsetMs - 2 * 3_600_000 <= 0 && s.expiresAtOffsetMs > 0);
    expect(result.value.map((s) => s.message)).toEqual(due.map((s) => s.message));
    expect(result.value.map((s) => s.kind)).toEqual(["INFO", "COOKIE", "WARNING"]);
    expect(result.value.every((s) => s.resellerSlug === "member")).toBe(true);
  });

  it("gives an unknown reseller member's strips (SPEC §1)", async () => {
    const result = await new MemoryAlertStripsAdapter(new ManualClock()).listAlertStrips("no such reseller");
    expect(result.ok && result.value.every((s) => s.resellerSlug === "member")).toBe(true);
  });

  it("lays the strips out around its start, so time moves them on", async () => {
    const clock = new ManualClock();
    const adapter = new MemoryAlertStripsAdapter(clock);
    clock.advance(2 * 24 * 3_600_000);
    const result = await adapter.listAlertStrips("member");
    expect(result.ok && result.value.map((s) => s.kind)).toEqual(["INFO", "COOKIE", "DANGER"]);
  });
});
