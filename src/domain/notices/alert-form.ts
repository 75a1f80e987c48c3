// SPEC §5: "Alert: all fields required; display-from before expires-at; expiry after start; at most
// 7 days between them; date format yyyy-mm-dd." SPEC §9: "at most 7 days between display-from and
// expires-at".
import { issue, isBlank, toResult, type ValidationIssue, type ValidationResult } from "../validation/validation-result";

export const ALERT_MAX_SPAN_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AlertFormInput {
  readonly message: string;
  readonly link: string;
  readonly displayFrom: string;
  readonly expiresAt: string;
}

export type AlertFormField = keyof AlertFormInput;

/**
 * Days since 1970-01-01 for a real calendar date written yyyy-mm-dd, else null
 * ("2026-02-30" and "2026-2-3" are refused).
 */
export function parseAlertDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Years 0-99 are mapped to 1900-1999 by Date.UTC; setUTCFullYear puts them back.
  date.setUTCFullYear(year);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.round(date.getTime() / DAY_MS);
}

/**
 * Every field is required. Decisions: the two dates are calendar days (no time); "before" is strict,
 * so an alert must span at least one day; the order problem is reported on both fields (the spec
 * states it from both sides); "at most 7 days" allows exactly 7 (e.g. 2026-01-01 → 2026-01-08).
 */
export function validateAlertForm(input: AlertFormInput): ValidationResult<AlertFormField> {
  const issues: ValidationIssue<AlertFormField>[] = [];
  if (isBlank(input.message)) issues.push(issue("message", "ALERT.MESSAGE_REQUIRED"));
  if (isBlank(input.link)) issues.push(issue("link", "ALERT.LINK_REQUIRED"));
  const from = readDate(input.displayFrom, "displayFrom", issues);
  const until = readDate(input.expiresAt, "expiresAt", issues);
  if (from !== null && until !== null) {
    if (from >= until) {
      issues.push(issue("displayFrom", "ALERT.FROM_NOT_BEFORE_EXPIRES"), issue("expiresAt", "ALERT.EXPIRES_NOT_AFTER_FROM"));
    } else if (until - from > ALERT_MAX_SPAN_DAYS) {
      issues.push(issue("expiresAt", "ALERT.TOO_LONG", { maxDays: ALERT_MAX_SPAN_DAYS }));
    }
  }
  return toResult(issues);
}

function readDate(text: string, field: "displayFrom" | "expiresAt", issues: ValidationIssue<AlertFormField>[]): number | null {
  if (isBlank(text)) {
    issues.push(issue(field, field === "displayFrom" ? "ALERT.DISPLAY_FROM_REQUIRED" : "ALERT.EXPIRES_AT_REQUIRED"));
    return null;
  }
  const day = parseAlertDate(text);
  if (day === null) issues.push(issue(field, "ALERT.DATE_INVALID"));
  return day;
}
