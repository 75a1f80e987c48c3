import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MODAL_CONTENT_CLEAR_DELAY_MS, MODAL_INITIAL, MODAL_TEXTS, modalContentClearAt, modalTransition } from "./modal-status";
import type { ModalEvent, ModalState } from "./modal-status";
import { runTransitions } from "./transition";

const open: ModalState = { open: true, status: "DEFAULT", closedAt: null };

describe("modal status (SPEC §4)", () => {
  it("opens in DEFAULT", () => {
    expect(modalTransition(MODAL_INITIAL, { type: "OPEN" })).toEqual({ ok: true, state: open, effects: [] });
  });

  it("returns from the error panel to DEFAULT with the retry button", () => {
    const run = runTransitions(modalTransition, open, [{ type: "FAIL" }, { type: "RETRY" }]);
    expect(run.state).toEqual(open);
    expect(run.errors).toEqual([]);
  });

  it("closes from the success panel with OK", () => {
    const run = runTransitions(modalTransition, open, [{ type: "SUCCEED" }, { type: "OK", at: 5000 }]);
    expect(run.state).toEqual({ open: false, status: "SUCCESS", closedAt: 5000 });
  });

  it("clears the content 1 s after closing, not before", () => {
    const closed: ModalState = { open: false, status: "SUCCESS", closedAt: 5000 };
    expect(MODAL_CONTENT_CLEAR_DELAY_MS).toBe(1000);
    expect(modalContentClearAt(closed)).toBe(6000);
    expect(modalTransition(closed, { type: "CLEAR_CONTENT", at: 5999 })).toEqual({
      ok: false,
      error: "MODAL.CLEAR_TOO_EARLY",
      state: closed,
    });
    expect(modalTransition(closed, { type: "CLEAR_CONTENT", at: 6000 })).toEqual({
      ok: true,
      state: { open: false, status: "DEFAULT", closedAt: null },
      effects: [],
    });
  });

  it("refuses retry outside the error panel and OK outside the success panel", () => {
    expect(modalTransition(open, { type: "RETRY" })).toMatchObject({ ok: false, error: "MODAL.RETRY_ONLY_FROM_ERROR" });
    expect(modalTransition({ ...open, status: "ERROR" }, { type: "OK", at: 1 })).toMatchObject({
      ok: false,
      error: "MODAL.OK_ONLY_FROM_SUCCESS",
    });
  });

  it("needs a retry before an error can turn into success", () => {
    expect(modalTransition({ ...open, status: "ERROR" }, { type: "SUCCEED" })).toMatchObject({ ok: false, error: "MODAL.NOT_IN_DEFAULT" });
  });

  it("lets the error modal's secondary action close it", () => {
    expect(modalTransition({ ...open, status: "ERROR" }, { type: "CLOSE", at: 10 })).toMatchObject({
      ok: true,
      state: { open: false, status: "ERROR", closedAt: 10 },
    });
  });

  it("starts a reopened dialog from DEFAULT even before its content was cleared", () => {
    const closed: ModalState = { open: false, status: "ERROR", closedAt: 10 };
    expect(modalTransition(closed, { type: "OPEN" })).toMatchObject({ ok: true, state: open });
  });

  it("uses the spec's button texts", () => {
    expect(MODAL_TEXTS).toMatchObject({ retry: "Försök igen", ok: "OK", errorTitle: "Error", successTitle: "Success" });
  });
});

describe("modal properties", () => {
  const event: fc.Arbitrary<ModalEvent> = fc.oneof(
    fc.constantFrom<ModalEvent>({ type: "OPEN" }, { type: "FAIL" }, { type: "SUCCEED" }, { type: "RETRY" }),
    fc
      .nat({ max: 10_000 })
      .chain((at) => fc.constantFrom<ModalEvent>({ type: "OK", at }, { type: "CLOSE", at }, { type: "CLEAR_CONTENT", at })),
  );

  it("is always in a known, consistent state", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = MODAL_INITIAL;
        for (const e of events) {
          const result = modalTransition(state, e);
          if (!result.ok) expect(result.state).toBe(state);
          state = result.state;
          expect(["DEFAULT", "ERROR", "SUCCESS"]).toContain(state.status);
          if (state.open) expect(state.closedAt).toBeNull();
        }
      }),
    );
  });

  it("never leaves an open dialog by anything but OK or close", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state: ModalState = open;
        for (const e of events) {
          const next = modalTransition(state, e).state;
          if (state.open && !next.open) expect(["OK", "CLOSE"]).toContain(e.type);
          state = next;
        }
      }),
    );
  });
});
