import { describe, expect, it } from "vitest";
import { TOAST_KIND } from "../../domain/notices/toast";
import { ManualClock } from "../auth/auth-test-doubles";
import { MAX_TOASTS, ToastStore } from "./toast.store";

function setup() {
  const clock = new ManualClock();
  return { clock, toasts: new ToastStore(clock) };
}

describe("ToastStore (SPEC §4 Toast, §9 timings)", () => {
  it("shows an HTML message as info for 5 s, hides it, and clears it 500 ms later", () => {
    const { clock, toasts } = setup();
    toasts.show("<b>Sparat</b>");
    expect(toasts.toasts).toEqual([
      { id: 1, content: { format: "html", value: "<b>Sparat</b>" }, kind: TOAST_KIND.INFO, displayDuration: 5000, hidden: false },
    ]);
    clock.advance(4999);
    expect(toasts.toasts[0]?.hidden).toBe(false);
    clock.advance(1);
    expect(toasts.toasts[0]?.hidden).toBe(true);
    clock.advance(499);
    expect(toasts.toasts).toHaveLength(1);
    clock.advance(1);
    expect(toasts.toasts).toEqual([]);
  });

  it("keeps a toast for the display duration it is given (the cart's 3 s)", () => {
    const { clock, toasts } = setup();
    toasts.show("Tillagd i varukorgen", TOAST_KIND.INFO, 3000);
    clock.advance(3000);
    expect(toasts.toasts[0]?.hidden).toBe(true);
  });

  it("hides a dismissed toast at once and clears it 500 ms later, not at its old time", () => {
    const { clock, toasts } = setup();
    const id = toasts.show("Hej");
    clock.advance(1000);
    toasts.dismiss(id);
    expect(toasts.toasts[0]?.hidden).toBe(true);
    clock.advance(500);
    expect(toasts.toasts).toEqual([]);
    // Dismissing again, or a toast that is gone, changes nothing.
    toasts.dismiss(id);
    expect(toasts.toasts).toEqual([]);
  });

  it("does not restart the clearing when a hidden toast is dismissed", () => {
    const { clock, toasts } = setup();
    const id = toasts.show("Hej");
    clock.advance(5000);
    clock.advance(200);
    toasts.dismiss(id);
    clock.advance(300);
    expect(toasts.toasts).toEqual([]);
  });

  describe("the general error handler (SPEC §8)", () => {
    it("shows the description of the error body as an error for 10 s", () => {
      const { clock, toasts } = setup();
      toasts.showError({ message: "Bad request", description: "Kontrollera fälten." });
      expect(toasts.toasts[0]).toMatchObject({
        content: { format: "text", value: "Kontrollera fälten." },
        kind: TOAST_KIND.ERROR,
        displayDuration: 10_000,
      });
      clock.advance(9999);
      expect(toasts.toasts[0]?.hidden).toBe(false);
      clock.advance(1);
      expect(toasts.toasts[0]?.hidden).toBe(true);
    });

    it("falls back to the message, then to the generic text", () => {
      const { toasts } = setup();
      toasts.showError({ message: "Serverfel", description: " " });
      toasts.showError(null);
      expect(toasts.toasts.map((t) => t.content)).toEqual([{ format: "text", value: "Serverfel" }, { format: "generic" }]);
    });
  });

  it("holds a toast while the user is on it and gives it its full time again after", () => {
    const { clock, toasts } = setup();
    const id = toasts.show("Läs mig");
    clock.advance(4000);
    toasts.hold(id);
    clock.advance(60_000);
    expect(toasts.toasts[0]?.hidden).toBe(false);
    toasts.release(id);
    clock.advance(4999);
    expect(toasts.toasts[0]?.hidden).toBe(false);
    clock.advance(1);
    expect(toasts.toasts[0]?.hidden).toBe(true);
  });

  it(`keeps at most ${MAX_TOASTS} toasts, dropping the oldest`, () => {
    const { clock, toasts } = setup();
    for (const text of ["1", "2", "3", "4"]) toasts.show(text);
    expect(toasts.toasts.map((t) => t.content)).toEqual(["2", "3", "4"].map((value) => ({ format: "html", value })));
    // The dropped toast's timers are gone with it.
    clock.advance(5000);
    clock.advance(500);
    expect(toasts.toasts).toEqual([]);
  });
});
