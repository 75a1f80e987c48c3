import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { approverAllowed, startVerification, verificationTransition } from "./account-verification";
import type { VerificationEvent } from "./account-verification";
import { runTransitions } from "./transition";

describe("account verification (SPEC §4)", () => {
  it("goes from the e-mail link through missing fields and approval to complete, sending an e-mail", () => {
    const run = runTransitions(verificationTransition, startVerification("STUDENT"), [
      { type: "EMAIL_LINK_CLICKED", missingFields: ["className", "birthYear"] },
      { type: "FIELDS_SUBMITTED", fields: ["className", "birthYear"] },
      { type: "APPROVED", by: "TEACHER" },
    ]);
    expect(run.errors).toEqual([]);
    expect(run.state.step).toBe("COMPLETE");
    expect(run.effects).toEqual(["SEND_COMPLETION_EMAIL"]);
  });

  it("skips the missing-fields step when nothing is missing", () => {
    const result = verificationTransition(startVerification("TEACHER"), { type: "EMAIL_LINK_CLICKED", missingFields: [] });
    expect(result).toMatchObject({ ok: true, state: { step: "APPROVAL_PENDING" } });
  });

  it("stays on the missing-fields step until every field is given", () => {
    const state = verificationTransition(startVerification("STUDENT"), {
      type: "EMAIL_LINK_CLICKED",
      missingFields: ["className", "birthYear"],
    }).state;
    expect(verificationTransition(state, { type: "FIELDS_SUBMITTED", fields: ["className"] })).toEqual({
      ok: false,
      error: "VERIFICATION.FIELDS_STILL_MISSING",
      state,
    });
  });

  it("lets a teacher or an admin approve a student, and only an admin approve a teacher", () => {
    expect(approverAllowed("STUDENT", "TEACHER")).toBe(true);
    expect(approverAllowed("STUDENT", "ADMIN")).toBe(true);
    expect(approverAllowed("TEACHER", "TEACHER")).toBe(false);
    expect(approverAllowed("TEACHER", "ADMIN")).toBe(true);
    const pending = { step: "APPROVAL_PENDING" as const, accountType: "TEACHER" as const, missingFields: [] };
    expect(verificationTransition(pending, { type: "APPROVED", by: "TEACHER" })).toMatchObject({
      ok: false,
      error: "VERIFICATION.APPROVER_NOT_ALLOWED",
    });
  });

  it("refuses an approval before the e-mail link was clicked", () => {
    expect(verificationTransition(startVerification("STUDENT"), { type: "APPROVED", by: "ADMIN" })).toMatchObject({
      ok: false,
      error: "VERIFICATION.WRONG_STEP",
    });
  });
});

describe("account verification properties", () => {
  const fields = fc.subarray(["className", "birthYear", "phone", "school"]);
  const event: fc.Arbitrary<VerificationEvent> = fc.oneof(
    fields.map((missingFields): VerificationEvent => ({ type: "EMAIL_LINK_CLICKED", missingFields })),
    fields.map((f): VerificationEvent => ({ type: "FIELDS_SUBMITTED", fields: f })),
    fc.constantFrom("TEACHER" as const, "ADMIN" as const).map((by): VerificationEvent => ({ type: "APPROVED", by })),
  );
  const order = ["AWAITING_EMAIL_LINK", "MISSING_FIELDS", "APPROVAL_PENDING", "COMPLETE"];

  it("only moves forward, and sends the e-mail exactly when it completes", () => {
    fc.assert(
      fc.property(fc.constantFrom("STUDENT" as const, "TEACHER" as const), fc.array(event, { maxLength: 20 }), (type, events) => {
        let state = startVerification(type);
        for (const e of events) {
          const result = verificationTransition(state, e);
          expect(order.indexOf(result.state.step)).toBeGreaterThanOrEqual(order.indexOf(state.step));
          const completedNow = result.state.step === "COMPLETE" && state.step !== "COMPLETE";
          expect(result.ok ? result.effects.includes("SEND_COMPLETION_EMAIL") : false).toBe(completedNow);
          state = result.state;
        }
      }),
    );
  });

  it("never completes a teacher's account without an admin", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        const onlyTeachers = events.filter((e) => e.type !== "APPROVED" || e.by === "TEACHER");
        expect(runTransitions(verificationTransition, startVerification("TEACHER"), onlyTeachers).state.step).not.toBe("COMPLETE");
      }),
    );
  });
});
