// ARCHITECTURE §4.5: expected failures are values. Every validator returns this shape.
import type { ValidationCode, ValidationParams } from "./validation-codes";

/**
 * One problem with one field: a stable code and the figures its text needs. The words are the
 * UI's (the `validation` translation namespace), so the domain speaks no language.
 */
export interface ValidationIssue<F extends string = string> {
  readonly field: F;
  readonly code: ValidationCode;
  readonly params?: ValidationParams;
}

export type ValidationResult<F extends string = string> =
  { readonly ok: true; readonly issues: readonly [] } | { readonly ok: false; readonly issues: readonly ValidationIssue<F>[] };

export function issue<F extends string>(field: F, code: ValidationCode, params?: ValidationParams): ValidationIssue<F> {
  return params === undefined ? { field, code } : { field, code, params };
}

export function toResult<F extends string>(issues: readonly ValidationIssue<F>[]): ValidationResult<F> {
  return issues.length === 0 ? { ok: true, issues: [] } : { ok: false, issues };
}

/** Joins several results (e.g. a form made of sub-forms) into one. */
export function combineResults<F extends string>(...results: readonly ValidationResult<F>[]): ValidationResult<F> {
  return toResult(results.flatMap((result) => result.issues));
}

/** The codes of a result, in order — handy for callers that only branch on codes. */
export function issueCodes(result: ValidationResult): ValidationCode[] {
  return result.issues.map((item) => item.code);
}

/**
 * SPEC §5: a required field. Decision: text made only of whitespace counts as empty, because a
 * name of spaces is never what a user meant.
 */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === "";
}
