import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidHighlight } from "./combobox-navigation";
import {
  handlesKey,
  initialComboboxState,
  reduceCombobox,
  type ComboboxEvent,
  type ComboboxKey,
  type ComboboxState,
} from "./combobox-state";

const run = (events: ComboboxEvent[], from: ComboboxState = initialComboboxState) => events.reduce(reduceCombobox, from);
const key = (k: ComboboxKey): ComboboxEvent => ({ type: "KEY", key: k });
const typed = (text: string): ComboboxEvent => ({ type: "TEXT_CHANGED", text });
const loaded = (...groupSizes: number[]): ComboboxEvent => ({ type: "SUGGESTIONS_LOADED", groupSizes });
const open = run([typed("ma"), loaded(3, 2)]);

const keys: ComboboxKey[] = ["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "PageUp", "PageDown", "Escape", "Tab", "Enter"];
const arbEvent: fc.Arbitrary<ComboboxEvent> = fc.oneof(
  fc.constantFrom(...keys).map(key),
  fc.string({ maxLength: 4 }).map(typed),
  fc.constantFrom<ComboboxEvent>({ type: "FOCUS" }, { type: "OUTSIDE_CLICK" }, { type: "PICK" }),
  fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 5 }).map((s) => loaded(...s)),
  fc
    .record({ group: fc.integer({ min: -1, max: 5 }), item: fc.integer({ min: -1, max: 6 }) })
    .map((highlight): ComboboxEvent => ({ type: "HOVER", highlight })),
);
const arbState = fc.array(arbEvent, { maxLength: 30 }).map((events) => run(events));

describe("combo box open and close", () => {
  it("opens when the typed text reaches 2 characters", () => {
    expect(run([typed("m")]).isOpen).toBe(false);
    expect(run([typed("ma")]).isOpen).toBe(true);
  });

  it("does not count edge spaces towards the 2 characters", () => {
    expect(run([typed(" m ")]).isOpen).toBe(false);
  });

  it("closes again when the text drops below 2 characters", () => {
    expect(run([typed("ma"), typed("m")]).isOpen).toBe(false);
  });

  it("opens on focus only with at least 2 characters", () => {
    const blurred = run([typed("ma"), { type: "OUTSIDE_CLICK" }]);
    expect(blurred.isOpen).toBe(false);
    expect(reduceCombobox(blurred, { type: "FOCUS" }).isOpen).toBe(true);
    expect(run([typed("m"), { type: "FOCUS" }]).isOpen).toBe(false);
  });

  it.each(["Tab", "Enter"] as const)("closes on %s", (k) => {
    expect(run([key("ArrowDown"), key(k)], open)).toMatchObject({ isOpen: false, highlight: null });
  });

  it("closes on picking a suggestion and on an outside click", () => {
    expect(reduceCombobox(open, { type: "PICK" }).isOpen).toBe(false);
    expect(reduceCombobox(open, { type: "OUTSIDE_CLICK" }).isOpen).toBe(false);
  });

  it("clears the highlight on the first Escape and closes on the second", () => {
    const highlighted = run([key("ArrowDown")], open);
    const first = reduceCombobox(highlighted, key("Escape"));
    expect(first).toMatchObject({ isOpen: true, highlight: null });
    expect(reduceCombobox(first, key("Escape")).isOpen).toBe(false);
  });

  it("closes on the first Escape when nothing is highlighted", () => {
    expect(reduceCombobox(open, key("Escape")).isOpen).toBe(false);
  });
});

describe("combo box keys", () => {
  it("opens with Arrow down when closed, then moves to the first item", () => {
    const closed = run([key("Escape")], open);
    const reopened = reduceCombobox(closed, key("ArrowDown"));
    expect(reopened).toMatchObject({ isOpen: true, highlight: null });
    expect(reduceCombobox(reopened, key("ArrowDown")).highlight).toEqual({ group: 0, item: 0 });
  });

  it("wraps Arrow up from nothing to the last item of the last group", () => {
    expect(run([key("ArrowUp")], open).highlight).toEqual({ group: 1, item: 1 });
  });

  it("moves with Page up, Page down, Arrow right and Arrow left", () => {
    expect(run([key("PageDown")], open).highlight).toEqual({ group: 1, item: 1 });
    expect(run([key("PageDown"), key("PageUp")], open).highlight).toEqual({ group: 0, item: 0 });
    expect(run([key("ArrowDown"), key("ArrowRight")], open).highlight).toEqual({ group: 1, item: 0 });
    expect(run([key("ArrowDown"), key("ArrowRight"), key("ArrowLeft")], open).highlight).toEqual({ group: 0, item: 0 });
  });

  it("does not move while closed", () => {
    const closed = run([key("Escape")], open);
    for (const k of ["ArrowUp", "PageUp", "PageDown", "ArrowLeft", "ArrowRight"] as const) {
      expect(reduceCombobox(closed, key(k))).toBe(closed);
    }
  });

  it("drops the highlight when the text or the suggestions change", () => {
    const highlighted = run([key("ArrowDown")], open);
    expect(reduceCombobox(highlighted, typed("mat")).highlight).toBeNull();
    expect(reduceCombobox(highlighted, loaded(1)).highlight).toBeNull();
  });

  it("ignores a hover outside the items", () => {
    expect(reduceCombobox(open, { type: "HOVER", highlight: { group: 1, item: 1 } }).highlight).toEqual({ group: 1, item: 1 });
    expect(reduceCombobox(open, { type: "HOVER", highlight: { group: 1, item: 2 } })).toBe(open);
  });
});

describe("keys the combo box takes from the input", () => {
  it("always takes Arrow down, never Tab", () => {
    expect(handlesKey(initialComboboxState, "ArrowDown")).toBe(true);
    expect(handlesKey(open, "Tab")).toBe(false);
  });

  it("takes Up, Page up, Page down and Escape only while open", () => {
    for (const k of ["ArrowUp", "PageUp", "PageDown", "Escape"] as const) {
      expect(handlesKey(open, k)).toBe(true);
      expect(handlesKey(initialComboboxState, k)).toBe(false);
    }
  });

  it("leaves Left, Right and Enter to the input until an item is highlighted", () => {
    const highlighted = run([key("ArrowDown")], open);
    for (const k of ["ArrowLeft", "ArrowRight", "Enter"] as const) {
      expect(handlesKey(open, k)).toBe(false);
      expect(handlesKey(highlighted, k)).toBe(true);
    }
  });
});

describe("combo box invariants", () => {
  it("never highlights outside the items, and never while closed", () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 40 }), (events) => {
        let state = initialComboboxState;
        for (const event of events) {
          state = reduceCombobox(state, event);
          expect(isValidHighlight(state.groupSizes, state.highlight)).toBe(true);
          if (!state.isOpen) expect(state.highlight).toBeNull();
        }
      }),
    );
  });

  it("Escape twice always closes", () => {
    fc.assert(
      fc.property(arbState, (state) => {
        expect(run([key("Escape"), key("Escape")], state).isOpen).toBe(false);
      }),
    );
  });

  it("Tab, Enter, a pick and an outside click always close", () => {
    const closers: ComboboxEvent[] = [key("Tab"), key("Enter"), { type: "PICK" }, { type: "OUTSIDE_CLICK" }];
    fc.assert(
      fc.property(arbState, fc.constantFrom(...closers), (state, event) => {
        expect(reduceCombobox(state, event)).toMatchObject({ isOpen: false, highlight: null });
      }),
    );
  });

  it("keeps the typed text through every key", () => {
    fc.assert(
      fc.property(arbState, fc.constantFrom(...keys), (state, k) => {
        expect(reduceCombobox(state, key(k)).text).toBe(state.text);
      }),
    );
  });
});
