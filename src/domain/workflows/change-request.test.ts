import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { changeRequestTransition } from "./change-request";
import type { ChangeRequest } from "./change-request";

const pending: ChangeRequest = { id: "r1", kind: "EMAIL", status: "PENDING" };

describe("change requests (SPEC §4)", () => {
  it("approves a pending e-mail change request", () => {
    expect(changeRequestTransition(pending, { type: "APPROVE" })).toEqual({
      ok: true,
      state: { ...pending, status: "APPROVED" },
      effects: [],
    });
  });

  it("declines a pending school change request", () => {
    expect(changeRequestTransition({ ...pending, kind: "SCHOOL" }, { type: "DECLINE" }).state.status).toBe("DECLINED");
  });

  it("answers a request only once", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom({ type: "APPROVE" as const }, { type: "DECLINE" as const }), { minLength: 1, maxLength: 6 }),
        (events) => {
          const [first, ...rest] = events;
          let state = changeRequestTransition(pending, first!).state;
          const decided = state.status;
          for (const e of rest) {
            const result = changeRequestTransition(state, e);
            expect(result).toMatchObject({ ok: false, error: "CHANGE_REQUEST.ALREADY_HANDLED" });
            state = result.state;
          }
          expect(state.status).toBe(decided);
        },
      ),
    );
  });
});
