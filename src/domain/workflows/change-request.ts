import type { TransitionResult } from "./transition";
import { accept, reject } from "./transition";

/** SPEC §4: change requests for e-mail or school are approved or declined. */
export type ChangeRequestKind = "EMAIL" | "SCHOOL";
export type ChangeRequestStatus = "PENDING" | "APPROVED" | "DECLINED";

export interface ChangeRequest {
  readonly id: string;
  readonly kind: ChangeRequestKind;
  readonly status: ChangeRequestStatus;
}

export type ChangeRequestEvent = { readonly type: "APPROVE" } | { readonly type: "DECLINE" };
export type ChangeRequestError = "CHANGE_REQUEST.ALREADY_HANDLED";

/** A request is answered once; answering it again is refused (a second click or a stale list). */
export function changeRequestTransition<R extends ChangeRequest>(
  request: R,
  event: ChangeRequestEvent,
): TransitionResult<R, ChangeRequestError> {
  if (request.status !== "PENDING") return reject(request, "CHANGE_REQUEST.ALREADY_HANDLED");
  return accept({ ...request, status: event.type === "APPROVE" ? "APPROVED" : "DECLINED" });
}
