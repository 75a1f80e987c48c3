import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CART_TOAST_DISPLAY_MS,
  ERROR_TOAST_DISPLAY_MS,
  TOAST_DEFAULT_DISPLAY_MS,
  TOAST_REMOVAL_DELAY_MS,
  errorBodyText,
  errorToast,
  toastDisplayDuration,
  toastPhase,
  toastSchedule,
} from "./toast";

describe("toast timings", () => {
  it("shows messages 5 s by default, cart confirmations 3 s and errors 10 s", () => {
    expect(TOAST_DEFAULT_DISPLAY_MS).toBe(5000);
    expect(CART_TOAST_DISPLAY_MS).toBe(3000);
    expect(ERROR_TOAST_DISPLAY_MS).toBe(10_000);
    expect(toastDisplayDuration("default")).toBe(5000);
    expect(toastDisplayDuration("cart")).toBe(3000);
    expect(toastDisplayDuration("error")).toBe(10_000);
  });

  it("clears a toast 500 ms after its display time", () => {
    expect(TOAST_REMOVAL_DELAY_MS).toBe(500);
    expect(toastSchedule({ shownAt: 1000, displayDuration: 3000 })).toEqual({ hideAt: 4000, clearAt: 4500 });
    expect(toastSchedule({ shownAt: 1000 })).toEqual({ hideAt: 6000, clearAt: 6500 });
  });

  it("hides a dismissed toast at once and clears it 500 ms later", () => {
    expect(toastSchedule({ shownAt: 0, displayDuration: 5000, dismissedAt: 1200 })).toEqual({ hideAt: 1200, clearAt: 1700 });
    expect(toastPhase({ shownAt: 0, dismissedAt: 1200 }, 1199)).toBe("visible");
    expect(toastPhase({ shownAt: 0, dismissedAt: 1200 }, 1200)).toBe("hidden");
    expect(toastPhase({ shownAt: 0, dismissedAt: 1200 }, 1700)).toBe("cleared");
  });

  it("goes visible, hidden, cleared at the scheduled instants", () => {
    const toast = { shownAt: new Date(10_000), displayDuration: 3000 };
    expect(toastPhase(toast, 12_999)).toBe("visible");
    expect(toastPhase(toast, 13_000)).toBe("hidden");
    expect(toastPhase(toast, 13_499)).toBe("hidden");
    expect(toastPhase(toast, 13_500)).toBe("cleared");
  });

  it("never moves back to an earlier phase as time passes", () => {
    const order = { visible: 0, hidden: 1, cleared: 2 };
    fc.assert(
      fc.property(fc.nat(1e6), fc.nat(20_000), fc.nat(1e5), fc.nat(1e5), (shownAt, displayDuration, a, b) => {
        const toast = { shownAt, displayDuration };
        expect(order[toastPhase(toast, shownAt + Math.min(a, b))]).toBeLessThanOrEqual(order[toastPhase(toast, shownAt + Math.max(a, b))]);
      }),
    );
  });
});

describe("errorToast", () => {
  it("shows the description, else the message, else 'Något gick fel', as an error for 10 s", () => {
    expect(errorToast({ description: "Beskrivning", message: "Meddelande" })).toEqual({
      text: "Beskrivning",
      kind: 0,
      displayDuration: 10_000,
    });
    expect(errorToast({ description: "  ", message: "Meddelande" }).text).toBe("Meddelande");
    expect(errorToast({}).text).toBe("Något gick fel");
    expect(errorToast(null).text).toBe("Något gick fel");
  });
});

describe("errorBodyText", () => {
  it("offers the description, else the message, else nothing (SPEC §8)", () => {
    expect(errorBodyText({ description: "Beskrivning", message: "Meddelande" })).toBe("Beskrivning");
    expect(errorBodyText({ description: "  ", message: "Meddelande" })).toBe("Meddelande");
    expect(errorBodyText({ description: "", message: "" })).toBeNull();
    expect(errorBodyText(null)).toBeNull();
  });
});
