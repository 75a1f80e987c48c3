import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bulkStudentOperation, isRegistrationListed, listedStudents, pendingStudentCount, studentTransition } from "./student-registration";
import type { StudentEvent, StudentRegistration } from "./student-registration";
import { runTransitions } from "./transition";

const utc = (iso: string) => Date.parse(iso);
const student = (overrides: Partial<StudentRegistration> = {}): StudentRegistration => ({
  id: "s1",
  firstName: "Alva",
  lastName: "Berg",
  email: "alva@skola.se",
  className: "7A",
  birthYear: 2013,
  status: "ACTION_REQUIRED",
  createdAt: utc("2026-01-15T10:00:00Z"),
  ...overrides,
});

describe("student registrations (SPEC §4, §6)", () => {
  it("activates a registration that requires action", () => {
    expect(studentTransition(student(), { type: "ACCEPT" })).toMatchObject({ ok: true, state: { status: "ACTIVE" } });
  });

  it("declines a registration that requires action", () => {
    expect(studentTransition(student(), { type: "DECLINE" }).state.status).toBe("DECLINED");
  });

  it("refuses to decline a student who is already active", () => {
    expect(studentTransition(student({ status: "ACTIVE" }), { type: "DECLINE" })).toMatchObject({
      ok: false,
      error: "STUDENT.NOT_AWAITING_ACTION",
    });
  });

  it("changes class with a trimmed class name and requires one", () => {
    expect(studentTransition(student({ status: "ACTIVE" }), { type: "CHANGE_CLASS", className: " 8B " }).state.className).toBe("8B");
    expect(studentTransition(student(), { type: "CHANGE_CLASS", className: "" })).toMatchObject({
      ok: false,
      error: "STUDENT.CLASS_REQUIRED",
    });
  });

  it("edits details but never the id, status or registration date", () => {
    const edited = studentTransition(student(), { type: "EDIT", changes: { lastName: "Ek", status: "ACTIVE", id: "x" } as never });
    expect(edited).toMatchObject({ ok: true, state: { lastName: "Ek", status: "ACTION_REQUIRED", id: "s1" } });
  });

  it("refuses an edit that empties the name", () => {
    expect(studentTransition(student(), { type: "EDIT", changes: { firstName: " " } })).toMatchObject({
      ok: false,
      error: "STUDENT.NAME_REQUIRED",
    });
  });

  it("accepts nothing after a student was deleted", () => {
    const deleted = studentTransition(student(), { type: "DELETE" }).state;
    expect(studentTransition(deleted, { type: "ACCEPT" })).toMatchObject({ ok: false, error: "STUDENT.GONE" });
  });
});

describe("unhandled registrations listed up to 3 months (SPEC §6, §9)", () => {
  const created = utc("2026-01-15T10:00:00Z");

  it("lists a registration until three calendar months have passed, the last instant included", () => {
    expect(isRegistrationListed(created, utc("2026-04-15T10:00:00Z"))).toBe(true);
    expect(isRegistrationListed(created, utc("2026-04-15T10:00:00.001Z"))).toBe(false);
  });

  it("lists a registration made at the end of November until the end of February", () => {
    const late = utc("2025-11-30T09:00:00Z");
    expect(isRegistrationListed(late, utc("2026-02-28T09:00:00Z"))).toBe(true);
    expect(isRegistrationListed(late, utc("2026-03-01T00:00:00Z"))).toBe(false);
  });

  it("keeps active students listed however old, and drops old unhandled ones and declined ones", () => {
    const now = utc("2026-09-01T00:00:00Z");
    const students = [
      student({ id: "old-active", status: "ACTIVE" }),
      student({ id: "old-pending" }),
      student({ id: "new-pending", createdAt: utc("2026-08-01T00:00:00Z") }),
      student({ id: "declined", status: "DECLINED", createdAt: utc("2026-08-01T00:00:00Z") }),
    ];
    expect(listedStudents(students, now).map((s) => s.id)).toEqual(["old-active", "new-pending"]);
    expect(pendingStudentCount(students, now)).toBe(1);
  });

  it("stops listing once and never lists again as time goes on", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.nat({ max: 2e10 }), fc.nat({ max: 2e10 }), (createdAt, a, b) => {
        const [early, late] = [createdAt + Math.min(a, b), createdAt + Math.max(a, b)];
        if (!isRegistrationListed(createdAt, early)) expect(isRegistrationListed(createdAt, late)).toBe(false);
        expect(isRegistrationListed(createdAt, createdAt + 89 * 86_400_000)).toBe(true);
        expect(isRegistrationListed(createdAt, createdAt + 93 * 86_400_000)).toBe(false);
      }),
    );
  });
});

describe("bulk operations (SPEC §7)", () => {
  it("applies the action to each chosen student and reports the ones refused", () => {
    const students = [student({ id: "a" }), student({ id: "b", status: "ACTIVE" }), student({ id: "c" })];
    const outcome = bulkStudentOperation(students, ["a", "b"], "ACCEPT");
    expect(outcome.students.map((s) => s.status)).toEqual(["ACTIVE", "ACTIVE", "ACTION_REQUIRED"]);
    expect(outcome.failures).toEqual([{ id: "b", error: "STUDENT.NOT_AWAITING_ACTION" }]);
  });

  it("moves the chosen students to the new class", () => {
    const outcome = bulkStudentOperation([student({ id: "a" }), student({ id: "b" })], ["b"], "CHANGE_CLASS", "9C");
    expect(outcome.students.map((s) => s.className)).toEqual(["7A", "9C"]);
  });
});

describe("student properties", () => {
  const event = fc.oneof(
    fc.constantFrom<StudentEvent>({ type: "ACCEPT" }, { type: "DECLINE" }, { type: "DELETE" }),
    fc.string({ maxLength: 4 }).map((className): StudentEvent => ({ type: "CHANGE_CLASS", className })),
  );

  it("never brings back a declined or deleted student", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        let state = student();
        for (const e of events) {
          const next = studentTransition(state, e).state;
          if (state.status === "DECLINED" || state.status === "DELETED") expect(next).toBe(state);
          expect(next.className.trim()).not.toBe("");
          state = next;
        }
      }),
    );
  });

  it("reaches ACTIVE only through an accept", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        const { state } = runTransitions(studentTransition, student(), events);
        if (state.status === "ACTIVE") expect(events.some((e) => e.type === "ACCEPT")).toBe(true);
      }),
    );
  });
});
