// SPEC §5: "E-mail required and valid."
import { issue, isBlank, toResult, type ValidationResult } from "./validation-result";

/** openapi.yaml: every e-mail a request carries has `maxLength: 254` (RFC 5321's limit on a path). */
export const EMAIL_MAX_LENGTH = 254;

// Decision (SPEC does not define "valid"): valid is what the contract's `format: email` accepts as the
// server checks it (Ajv with ajv-formats, full mode): an RFC 5321 dot-atom local part and a host name
// of two or more labels, ASCII only, any letter case. A form that passes an address the API then
// refuses, or refuses one the API takes, is a bug either way; tests/email-rule-agreement.test.ts holds
// the two together. An address with letters outside ASCII in its domain (räksmörgås.se) is
// JSON Schema's `idn-email`, not `email`: it is written in its punycode form (xn--rksmrgs-5wao1o.se).
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?";
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${LABEL}$`);

/** Surrounding spaces are ignored, since the UI trims before sending. */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  // Length first: it also bounds the work of the pattern.
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

/** Required and valid; `field` names the form field the issue belongs to. */
export function validateEmail<F extends string = "email">(email: string | null | undefined, field: F = "email" as F): ValidationResult<F> {
  if (isBlank(email)) return toResult([issue(field, "EMAIL.REQUIRED")]);
  if (!isValidEmail(email ?? "")) return toResult([issue(field, "EMAIL.INVALID")]);
  return toResult([]);
}
