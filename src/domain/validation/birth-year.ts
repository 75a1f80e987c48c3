// SPEC §5 / §9: "Birth year: required; valid years start at 1903 (the minimum message) while the
// maximum message says 1902. These conflict and both are given. The upper year bound: not shown."
import { issue, toResult, type ValidationResult } from "./validation-result";

/** SPEC §9: "Birth year lower bound: 1903." */
export const BIRTH_YEAR_MIN = 1903;

/**
 * Decisions:
 * - Upper bound: the current year, passed in (a birth year in the future is impossible, and young
 *   pupils sign up, so no minimum age is imposed here; the age rule of SPEC §6 floors ages at 10).
 * - Both messages are kept as the spec gives them: below 1903 → BIRTH_YEAR.MIN ("1903 or later");
 *   above the current year → BIRTH_YEAR.MAX, whose text names 1902 as the spec's maximum message
 *   does ("between 1902 and {{maxYear}}"). 1902 itself is rejected, with the minimum message.
 * - Input may be the raw field text or a number; it must be a whole year written with 4 digits.
 */
export function validateBirthYear(value: string | number | null | undefined, currentYear: number): ValidationResult<"birthYear"> {
  const text = typeof value === "number" ? String(value) : (value ?? "").trim();
  if (text === "") return toResult([issue("birthYear", "BIRTH_YEAR.REQUIRED")]);
  if (!/^\d{4}$/.test(text)) return toResult([issue("birthYear", "BIRTH_YEAR.INVALID")]);
  const year = Number(text);
  if (year < BIRTH_YEAR_MIN) return toResult([issue("birthYear", "BIRTH_YEAR.MIN", { min: BIRTH_YEAR_MIN })]);
  if (year > currentYear) return toResult([issue("birthYear", "BIRTH_YEAR.MAX", { maxYear: currentYear })]);
  return toResult([]);
}
