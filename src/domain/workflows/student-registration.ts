import { addCalendarMonthsUtc } from "./calendar-months";
import type { TransitionResult } from "./transition";
import { accept, reject } from "./transition";

/** SPEC §4: student accounts are 'action required', then active. Declined and deleted leave the list. */
export type StudentStatus = "ACTION_REQUIRED" | "ACTIVE" | "DECLINED" | "DELETED";

/** SPEC §6, §9: unhandled student registrations stay listed up to 3 months. */
export const UNHANDLED_REGISTRATION_MONTHS = 3;

export interface StudentDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly className: string;
  readonly birthYear: number | null;
}

export interface StudentRegistration extends StudentDetails {
  readonly id: string;
  readonly status: StudentStatus;
  /** Epoch ms when the student registered. */
  readonly createdAt: number;
}

export type StudentEvent =
  | { readonly type: "ACCEPT" }
  | { readonly type: "DECLINE" }
  | { readonly type: "DELETE" }
  | { readonly type: "EDIT"; readonly changes: Partial<StudentDetails> }
  | { readonly type: "CHANGE_CLASS"; readonly className: string };

export type StudentError = "STUDENT.GONE" | "STUDENT.NOT_AWAITING_ACTION" | "STUDENT.NAME_REQUIRED" | "STUDENT.CLASS_REQUIRED";

/**
 * SPEC §4, §6: a teacher can activate (accept), decline, delete, edit or change class.
 * Decisions: accept and decline only answer a registration that awaits action; an active student
 * can be deleted, edited and moved, not declined; a declined or deleted one accepts nothing more.
 */
export function studentTransition(student: StudentRegistration, event: StudentEvent): TransitionResult<StudentRegistration, StudentError> {
  if (student.status === "DECLINED" || student.status === "DELETED") return reject(student, "STUDENT.GONE");
  switch (event.type) {
    case "ACCEPT":
    case "DECLINE":
      if (student.status !== "ACTION_REQUIRED") return reject(student, "STUDENT.NOT_AWAITING_ACTION");
      return accept({ ...student, status: event.type === "ACCEPT" ? "ACTIVE" : "DECLINED" });
    case "DELETE":
      return accept({ ...student, status: "DELETED" });
    case "EDIT": {
      const next = { ...student, ...event.changes, id: student.id, status: student.status, createdAt: student.createdAt };
      if (next.firstName.trim() === "" || next.lastName.trim() === "") return reject(student, "STUDENT.NAME_REQUIRED");
      if (next.className.trim() === "") return reject(student, "STUDENT.CLASS_REQUIRED");
      return accept(next);
    }
    case "CHANGE_CLASS": {
      const className = event.className.trim();
      if (className === "") return reject(student, "STUDENT.CLASS_REQUIRED");
      return accept({ ...student, className });
    }
  }
}

/**
 * SPEC §6: an unhandled registration stays listed up to 3 calendar months after it was made,
 * the last instant included. A registration dated in the future (clock skew) is listed.
 */
export function isRegistrationListed(createdAt: number, now: number): boolean {
  return now <= addCalendarMonthsUtc(createdAt, UNHANDLED_REGISTRATION_MONTHS);
}

/** The students a teacher sees: every active one and the unhandled ones still listed. */
export function listedStudents<S extends Pick<StudentRegistration, "status" | "createdAt">>(
  students: readonly S[],
  now: number,
): readonly S[] {
  return students.filter((s) => s.status === "ACTIVE" || (s.status === "ACTION_REQUIRED" && isRegistrationListed(s.createdAt, now)));
}

/** SPEC §6: the student-admin link's badge counts the pending registrations still listed. */
export function pendingStudentCount(students: readonly Pick<StudentRegistration, "status" | "createdAt">[], now: number): number {
  return listedStudents(students, now).filter((s) => s.status === "ACTION_REQUIRED").length;
}

/** SPEC §7 bulk operation {students, action, newValue}; action names are not given, these are ours. */
export type BulkAction = "ACCEPT" | "DECLINE" | "DELETE" | "CHANGE_CLASS";

export interface BulkOutcome {
  readonly students: readonly StudentRegistration[];
  readonly failures: readonly { readonly id: string; readonly error: StudentError }[];
}

/** Applies one action to the chosen students; one refusal does not stop the others. */
export function bulkStudentOperation(
  students: readonly StudentRegistration[],
  ids: readonly string[],
  action: BulkAction,
  newValue?: string,
): BulkOutcome {
  const chosen = new Set(ids);
  const failures: { id: string; error: StudentError }[] = [];
  const next = students.map((student) => {
    if (!chosen.has(student.id)) return student;
    const event: StudentEvent = action === "CHANGE_CLASS" ? { type: "CHANGE_CLASS", className: newValue ?? "" } : { type: action };
    const result = studentTransition(student, event);
    if (!result.ok) failures.push({ id: student.id, error: result.error });
    return result.state;
  });
  return { students: next, failures };
}
