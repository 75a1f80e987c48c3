import type { TransitionResult } from "./transition";
import { accept, reject } from "./transition";

/**
 * SPEC §4: verification code, then new address, then second code, then success or pending.
 * IDLE: nothing started; CODE_SENT: a code went to the current address; NEW_ADDRESS: the code was
 * accepted and the new address is asked for; SECOND_CODE_SENT: a code went to the new address.
 */
export type EmailChangeStep = "IDLE" | "CODE_SENT" | "NEW_ADDRESS" | "SECOND_CODE_SENT" | "SUCCESS" | "PENDING";

export interface EmailChangeState {
  readonly step: EmailChangeStep;
  readonly currentEmail: string;
  readonly newEmail: string | null;
}

export type EmailChangeEvent =
  | { readonly type: "SEND_CODE" }
  | { readonly type: "CODE_ACCEPTED" }
  | { readonly type: "SUBMIT_NEW_ADDRESS"; readonly email: string }
  /** `needsApproval`: the server keeps the change as a request (a student's, answered by a teacher). */
  | { readonly type: "SECOND_CODE_ACCEPTED"; readonly needsApproval: boolean }
  | { readonly type: "CANCEL" };

export type EmailChangeError = "EMAIL_CHANGE.WRONG_STEP" | "EMAIL_CHANGE.EMAIL_REQUIRED" | "EMAIL_CHANGE.SAME_ADDRESS";

export function startEmailChange(currentEmail: string): EmailChangeState {
  return { step: "IDLE", currentEmail, newEmail: null };
}

const FINAL: readonly EmailChangeStep[] = ["SUCCESS", "PENDING"];

/**
 * The address's format is checked by the e-mail validation rule before SUBMIT_NEW_ADDRESS; here only
 * emptiness and "the same address again" (compared without case) are refused. SEND_CODE from
 * CODE_SENT re-sends the code; CANCEL returns to IDLE from any step before the end.
 */
export function emailChangeTransition(
  state: EmailChangeState,
  event: EmailChangeEvent,
): TransitionResult<EmailChangeState, EmailChangeError> {
  switch (event.type) {
    case "SEND_CODE":
      if (state.step !== "IDLE" && state.step !== "CODE_SENT") return reject(state, "EMAIL_CHANGE.WRONG_STEP");
      return accept({ ...state, step: "CODE_SENT" });
    case "CODE_ACCEPTED":
      if (state.step !== "CODE_SENT") return reject(state, "EMAIL_CHANGE.WRONG_STEP");
      return accept({ ...state, step: "NEW_ADDRESS" });
    case "SUBMIT_NEW_ADDRESS": {
      if (state.step !== "NEW_ADDRESS") return reject(state, "EMAIL_CHANGE.WRONG_STEP");
      const email = event.email.trim();
      if (email === "") return reject(state, "EMAIL_CHANGE.EMAIL_REQUIRED");
      if (email.toLowerCase() === state.currentEmail.trim().toLowerCase()) return reject(state, "EMAIL_CHANGE.SAME_ADDRESS");
      return accept({ ...state, step: "SECOND_CODE_SENT", newEmail: email });
    }
    case "SECOND_CODE_ACCEPTED":
      if (state.step !== "SECOND_CODE_SENT" || state.newEmail === null) return reject(state, "EMAIL_CHANGE.WRONG_STEP");
      if (event.needsApproval) return accept({ ...state, step: "PENDING" });
      return accept({ step: "SUCCESS", currentEmail: state.newEmail, newEmail: null });
    case "CANCEL":
      if (FINAL.includes(state.step)) return reject(state, "EMAIL_CHANGE.WRONG_STEP");
      return accept(startEmailChange(state.currentEmail));
  }
}
