// SPEC §5: "E-mail required and valid."
import { issue, isBlank, toResult, type ValidationResult } from "./validation-result";

/**
 * Decision (SPEC does not define "valid"): the WHATWG HTML e-mail syntax, plus a dot in the domain
 * (a school address always has one), Unicode letters allowed in the domain (e.g. räksmörgås.se),
 * at most 64 characters before the @ and 254 in all (RFC 5321). Surrounding spaces are ignored,
 * since the UI trims before sending.
 */
const LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^\p{L}{2,63}$/u;

export function isValidEmail(email: string): boolean {
  const value = email.trim();
  if (value.length > 254) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split(".");
  const topLevel = labels[labels.length - 1] ?? "";
  return (
    local.length <= 64 && LOCAL.test(local) && labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(topLevel)
  );
}

/** Required and valid; `field` names the form field the issue belongs to. */
export function validateEmail<F extends string = "email">(email: string | null | undefined, field: F = "email" as F): ValidationResult<F> {
  if (isBlank(email)) return toResult([issue(field, "EMAIL.REQUIRED")]);
  if (!isValidEmail(email ?? "")) return toResult([issue(field, "EMAIL.INVALID")]);
  return toResult([]);
}
