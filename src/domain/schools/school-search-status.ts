import type { TransitionResult } from "../workflows/transition";
import { accept, reject } from "../workflows/transition";

/** SPEC §4: school search is idle, loading, results or empty. */
export type SchoolSearchStatus = "IDLE" | "LOADING" | "RESULTS" | "EMPTY";

export type SchoolSearchEvent =
  | { readonly type: "SEARCH" }
  | { readonly type: "LOADED"; readonly count: number }
  | { readonly type: "FAILED" }
  | { readonly type: "CLOSE" };

export type SchoolSearchError = "SCHOOL_SEARCH.NOT_LOADING";

/** SPEC §8: a failed school search shows an empty list and reports the error. */
export type SchoolSearchEffect = "REPORT_ERROR";

/**
 * SEARCH is sent after the 500 ms debounce (SPEC §9) and is allowed from any status (a newer
 * query supersedes the one in flight). An answer only counts while loading, so a late answer
 * after the box was closed (outside click, SPEC §9) is rejected instead of reopening it.
 */
export function schoolSearchTransition(
  status: SchoolSearchStatus,
  event: SchoolSearchEvent,
): TransitionResult<SchoolSearchStatus, SchoolSearchError, SchoolSearchEffect> {
  switch (event.type) {
    case "SEARCH":
      return accept("LOADING");
    case "CLOSE":
      return accept("IDLE");
    case "LOADED":
      if (status !== "LOADING") return reject(status, "SCHOOL_SEARCH.NOT_LOADING");
      return accept(event.count > 0 ? "RESULTS" : "EMPTY");
    case "FAILED":
      if (status !== "LOADING") return reject(status, "SCHOOL_SEARCH.NOT_LOADING");
      return accept<SchoolSearchStatus, SchoolSearchEffect>("EMPTY", ["REPORT_ERROR"]);
  }
}
