// SPEC §5: "Required fields: first and last name, school, account type (student or teacher); class
// and birth year (student); phone (teacher)." and "Signup: e-mail required."
import { validateBirthYear } from "./birth-year";
import { validateEmail } from "./email";
import { isValidPhone } from "./phone";
import { combineResults, issue, isBlank, toResult, type ValidationIssue, type ValidationResult } from "./validation-result";

export type AccountType = "student" | "teacher";

export interface SignupInput {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The chosen school's id (or name); empty when none is chosen. */
  readonly school: string;
  readonly accountType: AccountType | null | "";
  readonly className?: string;
  readonly birthYear?: string | number | null;
  readonly phone?: string;
}

export type SignupField = "email" | "firstName" | "lastName" | "school" | "accountType" | "className" | "birthYear" | "phone";

/**
 * Fields of the other account type are ignored (a teacher's empty class is fine). Until an account
 * type is chosen only the common fields are checked, plus ACCOUNT_TYPE.REQUIRED.
 */
export function validateSignup(input: SignupInput, currentYear: number): ValidationResult<SignupField> {
  const issues: ValidationIssue<SignupField>[] = [];
  if (isBlank(input.firstName)) issues.push(issue("firstName", "FIRST_NAME.REQUIRED"));
  if (isBlank(input.lastName)) issues.push(issue("lastName", "LAST_NAME.REQUIRED"));
  if (isBlank(input.school)) issues.push(issue("school", "SCHOOL.REQUIRED"));
  if (input.accountType !== "student" && input.accountType !== "teacher") {
    issues.push(issue("accountType", "ACCOUNT_TYPE.REQUIRED"));
  }
  if (input.accountType === "student" && isBlank(input.className)) issues.push(issue("className", "CLASS.REQUIRED"));
  if (input.accountType === "teacher") {
    if (isBlank(input.phone)) issues.push(issue("phone", "PHONE.REQUIRED"));
    else if (!isValidPhone(input.phone ?? "")) issues.push(issue("phone", "PHONE.INVALID"));
  }
  const birthYear = input.accountType === "student" ? validateBirthYear(input.birthYear, currentYear) : toResult<SignupField>([]);
  return combineResults<SignupField>(validateEmail(input.email), toResult(issues), birthYear);
}
