import type { TransitionResult } from "./transition";
import { accept, reject } from "./transition";

/** SPEC §4: the panels of a modal dialog. */
export type ModalStatus = "DEFAULT" | "ERROR" | "SUCCESS";

/** SPEC §4: a dialog clears its content 1 s after closing (so it does not flicker while fading). */
export const MODAL_CONTENT_CLEAR_DELAY_MS = 1000;

/** SPEC §8: the texts of the generic error and success modals. */
export const MODAL_TEXTS = {
  errorTitle: "Error",
  retry: "Försök igen",
  successTitle: "Success",
  ok: "OK",
  close: "Stäng rutan",
} as const;

export interface ModalState {
  readonly open: boolean;
  readonly status: ModalStatus;
  /** Epoch ms when the dialog closed; null while open or once its content was cleared. */
  readonly closedAt: number | null;
}

export const MODAL_INITIAL: ModalState = { open: false, status: "DEFAULT", closedAt: null };

export type ModalEvent =
  | { readonly type: "OPEN" }
  | { readonly type: "FAIL" }
  | { readonly type: "SUCCEED" }
  /** The error panel's retry button 'Försök igen'. */
  | { readonly type: "RETRY" }
  /** The success panel's OK button: closes the dialog. */
  | { readonly type: "OK"; readonly at: number }
  /** Close button, secondary action or Escape. */
  | { readonly type: "CLOSE"; readonly at: number }
  /** The timer set for MODAL_CONTENT_CLEAR_DELAY_MS after closing has fired. */
  | { readonly type: "CLEAR_CONTENT"; readonly at: number };

export type ModalError =
  | "MODAL.ALREADY_OPEN"
  | "MODAL.NOT_OPEN"
  | "MODAL.NOT_IN_DEFAULT"
  | "MODAL.RETRY_ONLY_FROM_ERROR"
  | "MODAL.OK_ONLY_FROM_SUCCESS"
  | "MODAL.STILL_OPEN"
  | "MODAL.CLEAR_TOO_EARLY";

/** When the closed dialog's content may be cleared, or null when there is nothing to clear. */
export function modalContentClearAt(state: ModalState): number | null {
  return state.open || state.closedAt === null ? null : state.closedAt + MODAL_CONTENT_CLEAR_DELAY_MS;
}

/**
 * SPEC §4 modal status. Decisions: ERROR and SUCCESS are reached only from DEFAULT (an action's
 * outcome), so going from an error to success needs a retry first; a closed dialog keeps its last
 * panel until its content is cleared 1 s later, and opening it again starts from DEFAULT.
 */
export function modalTransition(state: ModalState, event: ModalEvent): TransitionResult<ModalState, ModalError> {
  switch (event.type) {
    case "OPEN":
      return state.open ? reject(state, "MODAL.ALREADY_OPEN") : accept({ open: true, status: "DEFAULT", closedAt: null });
    case "FAIL":
    case "SUCCEED":
      if (!state.open) return reject(state, "MODAL.NOT_OPEN");
      if (state.status !== "DEFAULT") return reject(state, "MODAL.NOT_IN_DEFAULT");
      return accept({ ...state, status: event.type === "FAIL" ? "ERROR" : "SUCCESS" });
    case "RETRY":
      if (!state.open) return reject(state, "MODAL.NOT_OPEN");
      if (state.status !== "ERROR") return reject(state, "MODAL.RETRY_ONLY_FROM_ERROR");
      return accept({ ...state, status: "DEFAULT" });
    case "OK":
      if (!state.open) return reject(state, "MODAL.NOT_OPEN");
      if (state.status !== "SUCCESS") return reject(state, "MODAL.OK_ONLY_FROM_SUCCESS");
      return accept({ ...state, open: false, closedAt: event.at });
    case "CLOSE":
      if (!state.open) return reject(state, "MODAL.NOT_OPEN");
      return accept({ ...state, open: false, closedAt: event.at });
    case "CLEAR_CONTENT": {
      if (state.open) return reject(state, "MODAL.STILL_OPEN");
      const due = modalContentClearAt(state);
      if (due === null) return accept(state);
      if (event.at < due) return reject(state, "MODAL.CLEAR_TOO_EARLY");
      return accept(MODAL_INITIAL);
    }
  }
}
