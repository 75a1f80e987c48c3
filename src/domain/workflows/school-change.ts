import type { TransitionResult } from "./transition";
import { accept, reject } from "./transition";

export type SchoolChangeRole = "STUDENT" | "TEACHER" | "ADMIN";
export type SchoolChangeApprover = "TEACHER" | "ADMIN";

export interface SchoolChangeState {
  readonly role: SchoolChangeRole;
  readonly schoolId: string;
  /** The school asked for, while a change waits for approval. */
  readonly pendingSchoolId: string | null;
}

export type SchoolChangeEvent =
  | { readonly type: "REQUEST"; readonly schoolId: string }
  | { readonly type: "APPROVE"; readonly by: SchoolChangeApprover }
  | { readonly type: "DECLINE"; readonly by: SchoolChangeApprover }
  | { readonly type: "CANCEL" };

export type SchoolChangeError =
  | "SCHOOL_CHANGE.SCHOOL_REQUIRED"
  | "SCHOOL_CHANGE.SAME_SCHOOL"
  | "SCHOOL_CHANGE.ALREADY_PENDING"
  | "SCHOOL_CHANGE.NOTHING_PENDING"
  | "SCHOOL_CHANGE.APPROVER_NOT_ALLOWED";

/**
 * SPEC §4, §6: students changing school need a teacher's approval, teachers an admin's. Admins
 * count as teachers, so they may approve a student's change; an admin's own change goes to
 * another admin (the spec does not name one; this is the safe choice).
 */
export function schoolChangeApprover(role: SchoolChangeRole): SchoolChangeApprover {
  return role === "STUDENT" ? "TEACHER" : "ADMIN";
}

function mayDecide(role: SchoolChangeRole, by: SchoolChangeApprover): boolean {
  return schoolChangeApprover(role) === "TEACHER" ? true : by === "ADMIN";
}

export function schoolChangeTransition(
  state: SchoolChangeState,
  event: SchoolChangeEvent,
): TransitionResult<SchoolChangeState, SchoolChangeError> {
  switch (event.type) {
    case "REQUEST": {
      if (state.pendingSchoolId !== null) return reject(state, "SCHOOL_CHANGE.ALREADY_PENDING");
      const schoolId = event.schoolId.trim();
      if (schoolId === "") return reject(state, "SCHOOL_CHANGE.SCHOOL_REQUIRED");
      if (schoolId === state.schoolId) return reject(state, "SCHOOL_CHANGE.SAME_SCHOOL");
      return accept({ ...state, pendingSchoolId: schoolId });
    }
    case "APPROVE":
    case "DECLINE":
      if (state.pendingSchoolId === null) return reject(state, "SCHOOL_CHANGE.NOTHING_PENDING");
      if (!mayDecide(state.role, event.by)) return reject(state, "SCHOOL_CHANGE.APPROVER_NOT_ALLOWED");
      return accept({ ...state, schoolId: event.type === "APPROVE" ? state.pendingSchoolId : state.schoolId, pendingSchoolId: null });
    case "CANCEL":
      if (state.pendingSchoolId === null) return reject(state, "SCHOOL_CHANGE.NOTHING_PENDING");
      return accept({ ...state, pendingSchoolId: null });
  }
}
