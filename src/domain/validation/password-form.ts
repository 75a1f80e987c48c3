// SPEC §5: the password forms — "confirmation required and must match", and the change form.
import { validatePassword, type PasswordVariant } from "./password";
import { combineResults, issue, toResult, type ValidationResult } from "./validation-result";

export type PasswordFormField = "password" | "confirmation" | "current";

/** SPEC §5: "confirmation required and must match". */
export function validatePasswordConfirmation(password: string, confirmation: string): ValidationResult<"confirmation"> {
  if (confirmation === "") return toResult([issue("confirmation", "PASSWORD_CONFIRMATION.REQUIRED")]);
  if (confirmation !== password) return toResult([issue("confirmation", "PASSWORD_CONFIRMATION.MISMATCH")]);
  return toResult([]);
}

export interface PasswordFormInput {
  readonly password: string;
  readonly confirmation: string;
  readonly variant?: PasswordVariant;
}

/** A new password with its confirmation (signup, reset, set-password, campaign test account). */
export function validatePasswordForm(input: PasswordFormInput): ValidationResult<"password" | "confirmation"> {
  const variant = input.variant ?? "default";
  return combineResults<"password" | "confirmation">(
    validatePassword(input.password, { variant }),
    validatePasswordConfirmation(input.password, input.confirmation),
  );
}

export interface PasswordChangeInput {
  readonly current: string;
  readonly password: string;
  readonly confirmation: string;
}

/** The settings form: current password required; the new one follows the rule and differs from it. */
export function validatePasswordChange(input: PasswordChangeInput): ValidationResult<PasswordFormField> {
  const currentIssues = input.current === "" ? [issue<PasswordFormField>("current", "CURRENT_PASSWORD.REQUIRED")] : [];
  return combineResults<PasswordFormField>(
    toResult(currentIssues),
    validatePassword(input.password, { current: input.current }),
    validatePasswordConfirmation(input.password, input.confirmation),
  );
}
