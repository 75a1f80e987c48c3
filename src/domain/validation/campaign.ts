// SPEC §5: campaign code and the campaign test account's fields.
import { validatePasswordForm } from "./password-form";
import { isValidPhone } from "./phone";
import { combineResults, issue, isBlank, toResult, type ValidationIssue, type ValidationResult } from "./validation-result";

/** SPEC §5: "campaign code" is required. */
export function validateCampaignCode(code: string | null | undefined): ValidationResult<"campaignCode"> {
  return toResult(isBlank(code) ? [issue("campaignCode", "CAMPAIGN_CODE.REQUIRED")] : []);
}

/** SPEC §5: the test account's "e-mail is read-only": it is shown but never edited or validated. */
export const CAMPAIGN_TEST_ACCOUNT_READ_ONLY_FIELDS = ["email"] as const;

/** SPEC §5: "Campaign test-account passwords cannot be reset." */
export function canResetPassword(account: { readonly isCampaignTestUser: boolean }): boolean {
  return !account.isCampaignTestUser;
}

export interface CampaignTestAccountInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly profession: string;
  readonly mobile: string;
  readonly school: string;
  readonly city: string;
  readonly municipality: string;
  readonly password: string;
  readonly confirmation: string;
}

export type CampaignTestAccountField = keyof CampaignTestAccountInput;

const REQUIRED: readonly [Exclude<CampaignTestAccountField, "password" | "confirmation" | "mobile">, ValidationIssue["code"]][] = [
  ["firstName", "FIRST_NAME.REQUIRED"],
  ["lastName", "LAST_NAME.REQUIRED"],
  ["profession", "PROFESSION.REQUIRED"],
  ["school", "SCHOOL.REQUIRED"],
  ["city", "CITY.REQUIRED"],
  ["municipality", "MUNICIPALITY.REQUIRED"],
];

/**
 * SPEC §5: "campaign test account: first and last name, profession, mobile, school, city,
 * municipality, password and confirmation." The password follows the default rule.
 */
export function validateCampaignTestAccount(input: CampaignTestAccountInput): ValidationResult<CampaignTestAccountField> {
  const issues: ValidationIssue<CampaignTestAccountField>[] = REQUIRED.filter(([field]) => isBlank(input[field])).map(([field, code]) =>
    issue(field, code),
  );
  if (isBlank(input.mobile)) issues.push(issue("mobile", "MOBILE.REQUIRED"));
  else if (!isValidPhone(input.mobile)) issues.push(issue("mobile", "MOBILE.INVALID"));
  const password = validatePasswordForm({ password: input.password, confirmation: input.confirmation });
  return combineResults<CampaignTestAccountField>(toResult(issues), password);
}
