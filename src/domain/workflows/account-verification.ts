import type { TransitionResult } from "./transition";
import { accept, reject } from "./transition";

export type AccountType = "STUDENT" | "TEACHER";
/** SPEC §6: admins count as teachers. */
export type ApproverRole = "TEACHER" | "ADMIN";

/** SPEC §4: e-mail link click, missing fields, approval pending, complete. */
export type VerificationStep = "AWAITING_EMAIL_LINK" | "MISSING_FIELDS" | "APPROVAL_PENDING" | "COMPLETE";

export interface VerificationState {
  readonly step: VerificationStep;
  readonly accountType: AccountType;
  /** Fields the account still lacks (for example class and birth year for a student). */
  readonly missingFields: readonly string[];
}

export type VerificationEvent =
  | { readonly type: "EMAIL_LINK_CLICKED"; readonly missingFields: readonly string[] }
  | { readonly type: "FIELDS_SUBMITTED"; readonly fields: readonly string[] }
  | { readonly type: "APPROVED"; readonly by: ApproverRole };

export type VerificationError = "VERIFICATION.WRONG_STEP" | "VERIFICATION.FIELDS_STILL_MISSING" | "VERIFICATION.APPROVER_NOT_ALLOWED";

/** SPEC §4: an e-mail is sent when the verification is complete. */
export type VerificationEffect = "SEND_COMPLETION_EMAIL";

export function startVerification(accountType: AccountType): VerificationState {
  return { step: "AWAITING_EMAIL_LINK", accountType, missingFields: [] };
}

/**
 * SPEC §4: students are approved by a teacher, teachers by an admin. Admins count as teachers
 * (SPEC §6), so an admin may approve a student too. SPEC §6 also says a teacher account "may need
 * approval by a teacher or an admin"; we follow the stricter §4 rule (admin only) for teachers.
 */
export function approverAllowed(accountType: AccountType, by: ApproverRole): boolean {
  return accountType === "STUDENT" ? by === "TEACHER" || by === "ADMIN" : by === "ADMIN";
}

/**
 * Decision: the missing-fields step is skipped when nothing is missing (the link goes straight
 * to approval); a step is never skipped backwards.
 */
export function verificationTransition(
  state: VerificationState,
  event: VerificationEvent,
): TransitionResult<VerificationState, VerificationError, VerificationEffect> {
  switch (event.type) {
    case "EMAIL_LINK_CLICKED": {
      if (state.step !== "AWAITING_EMAIL_LINK") return reject(state, "VERIFICATION.WRONG_STEP");
      const missingFields = [...new Set(event.missingFields)];
      return accept({ ...state, step: missingFields.length > 0 ? "MISSING_FIELDS" : "APPROVAL_PENDING", missingFields });
    }
    case "FIELDS_SUBMITTED": {
      if (state.step !== "MISSING_FIELDS") return reject(state, "VERIFICATION.WRONG_STEP");
      const missingFields = state.missingFields.filter((f) => !event.fields.includes(f));
      // All missing fields are sent in one form; a partial submission changes nothing.
      if (missingFields.length > 0) return reject(state, "VERIFICATION.FIELDS_STILL_MISSING");
      return accept({ ...state, step: "APPROVAL_PENDING", missingFields: [] });
    }
    case "APPROVED":
      if (state.step !== "APPROVAL_PENDING") return reject(state, "VERIFICATION.WRONG_STEP");
      if (!approverAllowed(state.accountType, event.by)) return reject(state, "VERIFICATION.APPROVER_NOT_ALLOWED");
      return accept<VerificationState, VerificationEffect>({ ...state, step: "COMPLETE" }, ["SEND_COMPLETION_EMAIL"]);
  }
}
