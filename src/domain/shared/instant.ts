/** `now` and other instants may be given as epoch milliseconds or as a Date. */
export type Instant = number | Date;

export function toMillis(instant: Instant): number {
  return typeof instant === "number" ? instant : instant.getTime();
}

/**
 * Epoch milliseconds of an ISO 8601 text. null/undefined mean "no bound" (returned as null);
 * text that is not a date gives NaN, so callers can tell "absent" from "broken".
 */
export function isoToMillis(iso: string | null | undefined): number | null {
  if (iso === null || iso === undefined || iso.trim() === "") return null;
  return Date.parse(iso);
}

/** An instant given as epoch milliseconds, a Date, or an ISO date text ("2026-11-22" is read as UTC). */
export type DateInput = Instant | string;

/** Epoch milliseconds of a DateInput; null when absent or unreadable. */
export function dateInputToMillis(input: DateInput | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const ms = typeof input === "string" ? Date.parse(input) : toMillis(input);
  return Number.isFinite(ms) ? ms : null;
}
