// SPEC §5: "Password: at least 8 characters; at least one lowercase; at least one uppercase; at least
// one digit or special character (the set-password view says digit only); no whitespace; … a new
// password must differ from the current one." The server reuses this rule.
import { issue, toResult, type ValidationIssue, type ValidationResult } from "./validation-result";

/** SPEC §9: "Password minimum: 8 characters." Counted in Unicode code points, not UTF-16 units. */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordVariant = "default" | "set-password";

export interface PasswordRuleOptions {
  /** "set-password" requires a digit; special characters do not count there (SPEC §5). */
  readonly variant?: PasswordVariant;
  /** The user's current password, when known: the new one must differ from it. */
  readonly current?: string;
}

// Unicode classes so Swedish å, ä, ö count as letters, not as special characters.
const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{N}\s]/u;
const WHITESPACE = /\s/u;

/**
 * Checks one password. Every broken rule is reported (so a form can show a checklist), except that
 * an empty password gets only PASSWORD.REQUIRED.
 */
export function validatePassword(password: string, options: PasswordRuleOptions = {}): ValidationResult<"password"> {
  if (password === "") return toResult([issue("password", "PASSWORD.REQUIRED")]);
  const issues: ValidationIssue<"password">[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) issues.push(issue("password", "PASSWORD.TOO_SHORT", { min: PASSWORD_MIN_LENGTH }));
  if (!LOWERCASE.test(password)) issues.push(issue("password", "PASSWORD.NO_LOWERCASE"));
  if (!UPPERCASE.test(password)) issues.push(issue("password", "PASSWORD.NO_UPPERCASE"));
  if (options.variant === "set-password") {
    if (!DIGIT.test(password)) issues.push(issue("password", "PASSWORD.NO_DIGIT"));
  } else if (!DIGIT.test(password) && !SPECIAL.test(password)) {
    issues.push(issue("password", "PASSWORD.NO_DIGIT_OR_SPECIAL"));
  }
  if (WHITESPACE.test(password)) issues.push(issue("password", "PASSWORD.WHITESPACE"));
  if (options.current !== undefined && options.current !== "" && password === options.current) {
    issues.push(issue("password", "PASSWORD.SAME_AS_CURRENT"));
  }
  return toResult(issues);
}
