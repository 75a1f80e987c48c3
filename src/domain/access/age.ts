// SPEC §6 / §9: a user's age as the catalogue rules see it.

/** SPEC §9: "Ages: minimum 10". */
export const MIN_AGE = 10;
/** SPEC §9: "default 15" — used when the token carries no yearOfBirth. */
export const DEFAULT_AGE = 15;
/** SPEC §6: the school year turns in September (getUTCMonth() index 8). */
const SEPTEMBER = 8;

/**
 * SPEC §6: "current year minus yearOfBirth, minus one if the month is before September;
 * default 15 without a year; minimum 10."
 *
 * Decision: the calendar is read in UTC so the same `now` gives the same age on the server and in
 * every browser; the hour of difference to Swedish time on the night of 1 September is harmless.
 * A yearOfBirth that is not a finite whole number (NaN, 0, negative, 2012.5) counts as "no year".
 */
export function ageFromYearOfBirth(yearOfBirth: number | null | undefined, now: Date): number {
  if (!isKnownYear(yearOfBirth)) return DEFAULT_AGE;
  const beforeSeptember = now.getUTCMonth() < SEPTEMBER;
  const age = now.getUTCFullYear() - yearOfBirth - (beforeSeptember ? 1 : 0);
  return Math.max(MIN_AGE, age);
}

function isKnownYear(year: number | null | undefined): year is number {
  return typeof year === "number" && Number.isInteger(year) && year > 0;
}
