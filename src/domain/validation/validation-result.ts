// ARCHITECTURE §4.5: expected failures are values. Every validator returns this shape.
import { messageText, type LocalizedText, type MessageKey, type MessageParams } from "./validation-messages";

/** One problem with one field: a stable key (for code and tests) and its text in both languages. */
export interface ValidationIssue<F extends string = string> {
  readonly field: F;
  readonly key: MessageKey;
  readonly message: LocalizedText;
  readonly params?: MessageParams;
}

export type ValidationResult<F extends string = string> =
  { readonly ok: true; readonly issues: readonly [] } | { readonly ok: false; readonly issues: readonly ValidationIssue<F>[] };

export function issue<F extends string>(field: F, key: MessageKey, params?: MessageParams): ValidationIssue<F> {
  return params === undefined ? { field, key, message: messageText(key) } : { field, key, message: messageText(key, params), params };
}

export function toResult<F extends string>(issues: readonly ValidationIssue<F>[]): ValidationResult<F> {
  return issues.length === 0 ? { ok: true, issues: [] } : { ok: false, issues };
}

/** Joins several results (e.g. a form made of sub-forms) into one. */
export function combineResults<F extends string>(...results: readonly ValidationResult<F>[]): ValidationResult<F> {
  return toResult(results.flatMap((result) => result.issues));
}

/** The keys of a result, in order — handy for callers that only branch on codes. */
export function issueKeys(result: ValidationResult): MessageKey[] {
  return result.issues.map((item) => item.key);
}

/**
 * SPEC §5: a required field. Decision: text made only of whitespace counts as empty, because a
 * name of spaces is never what a user meant.
 */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === "";
}
