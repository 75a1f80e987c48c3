import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { schoolChangeApprover, schoolChangeTransition } from "./school-change";
import type { SchoolChangeEvent, SchoolChangeRole, SchoolChangeState } from "./school-change";
import { runTransitions } from "./transition";

const at = (role: SchoolChangeRole): SchoolChangeState => ({ role, schoolId: "s1", pendingSchoolId: null });

describe("school change (SPEC §4, §6)", () => {
  it("needs a teacher's approval for a student and an admin's for a teacher", () => {
    expect(schoolChangeApprover("STUDENT")).toBe("TEACHER");
    expect(schoolChangeApprover("TEACHER")).toBe("ADMIN");
  });

  it("waits for approval, then moves the student to the new school", () => {
    const run = runTransitions(schoolChangeTransition, at("STUDENT"), [
      { type: "REQUEST", schoolId: "s2" },
      { type: "APPROVE", by: "TEACHER" },
    ]);
    expect(run.errors).toEqual([]);
    expect(run.state).toEqual({ role: "STUDENT", schoolId: "s2", pendingSchoolId: null });
  });

  it("refuses a teacher approving another teacher's change", () => {
    const pending = schoolChangeTransition(at("TEACHER"), { type: "REQUEST", schoolId: "s2" }).state;
    expect(schoolChangeTransition(pending, { type: "APPROVE", by: "TEACHER" })).toMatchObject({
      ok: false,
      error: "SCHOOL_CHANGE.APPROVER_NOT_ALLOWED",
    });
    expect(schoolChangeTransition(pending, { type: "APPROVE", by: "ADMIN" }).state.schoolId).toBe("s2");
  });

  it("keeps the old school when the change is declined", () => {
    const run = runTransitions(schoolChangeTransition, at("STUDENT"), [
      { type: "REQUEST", schoolId: "s2" },
      { type: "DECLINE", by: "ADMIN" },
    ]);
    expect(run.state).toEqual(at("STUDENT"));
  });

  it("refuses the same school, an empty choice and a second request while one is pending", () => {
    expect(schoolChangeTransition(at("STUDENT"), { type: "REQUEST", schoolId: "s1" })).toMatchObject({
      ok: false,
      error: "SCHOOL_CHANGE.SAME_SCHOOL",
    });
    expect(schoolChangeTransition(at("STUDENT"), { type: "REQUEST", schoolId: " " })).toMatchObject({
      ok: false,
      error: "SCHOOL_CHANGE.SCHOOL_REQUIRED",
    });
    const pending = schoolChangeTransition(at("STUDENT"), { type: "REQUEST", schoolId: "s2" }).state;
    expect(schoolChangeTransition(pending, { type: "REQUEST", schoolId: "s3" })).toMatchObject({
      ok: false,
      error: "SCHOOL_CHANGE.ALREADY_PENDING",
    });
  });

  it("changes a teacher's school only through an admin's approval", () => {
    const event: fc.Arbitrary<SchoolChangeEvent> = fc.oneof(
      fc.constantFrom("s1", "s2", "s3").map((schoolId): SchoolChangeEvent => ({ type: "REQUEST", schoolId })),
      fc.constantFrom("TEACHER" as const, "ADMIN" as const).map((by): SchoolChangeEvent => ({ type: "APPROVE", by })),
      fc.constantFrom("TEACHER" as const, "ADMIN" as const).map((by): SchoolChangeEvent => ({ type: "DECLINE", by })),
      fc.constant<SchoolChangeEvent>({ type: "CANCEL" }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        let state = at("TEACHER");
        for (const e of events) {
          const next = schoolChangeTransition(state, e).state;
          if (next.schoolId !== state.schoolId) expect(e).toEqual({ type: "APPROVE", by: "ADMIN" });
          state = next;
        }
      }),
    );
  });
});
