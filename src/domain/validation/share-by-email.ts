// SPEC §5: "Share by e-mail: a valid address is required; the message is optional."
import { validateEmail } from "./email";
import type { ValidationResult } from "./validation-result";

export interface ShareByEmailInput {
  readonly email: string;
  readonly message?: string;
}

export function validateShareByEmail(input: ShareByEmailInput): ValidationResult<"email"> {
  return validateEmail(input.email, "email");
}
