import type { AppError } from "../../ports/shared/app-error.port";
import type { Result } from "../../ports/shared/result.port";

/**
 * What a reader gets when a CMS or app page is asked for, one case per thing the page shows
 * (ARCHITECTURE §4.5: the UI handles every case): the content, the access-denied view (a private
 * page without a signed-in reader, SPEC §6), the not-found page (unknown, unpublished), or an error.
 */
export type PageOutcome<T> =
  | { readonly kind: "ok"; readonly value: T }
  | { readonly kind: "denied" }
  | { readonly kind: "not-found" }
  | { readonly kind: "error"; readonly error: AppError };

export function pageOutcome<T, U>(result: Result<T>, pick: (value: T) => U | null): PageOutcome<U> {
  if (result.ok) {
    const value = pick(result.value);
    return value === null ? { kind: "not-found" } : { kind: "ok", value };
  }
  const { kind } = result.error;
  // A 403 is a reader the page is not for, as much as a 401 is (SPEC §6 access-denied view).
  if (kind === "unauthorized" || kind === "forbidden") return { kind: "denied" };
  // A badly formed slug is answered 400: no page has that address either.
  if (kind === "notFound" || kind === "validation") return { kind: "not-found" };
  return { kind: "error", error: result.error };
}
