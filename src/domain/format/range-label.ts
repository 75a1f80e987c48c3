// SPEC §9: the duration range tops out at 'more than 1 hour' (its upper bound is capped at 70
// minutes). Labels for the values of a range filter: TIME values are minutes, PAGES are pages.
import { RANGE_UPPER_CAP } from "../filters/range-filter";
import type { RangeUnit } from "../filters/filter.types";
import { formatPages, formatSeconds } from "./duration-format";
import type { TextLanguage } from "./text-language";

export const MORE_THAN_AN_HOUR: Readonly<Record<TextLanguage, string>> = { en: "more than 1 hour", sv: "mer än 1 timme" };

/** Durations use the Swedish units in both languages (SPEC §3 gives only those). */
export function rangeValueLabel(value: number, unit: RangeUnit, language: TextLanguage): string {
  if (unit === "PAGES") return formatPages(value);
  if (value >= RANGE_UPPER_CAP) return MORE_THAN_AN_HOUR[language];
  // The bottom of the slider reads "0 min", not the "0 sek" of a zero-length product.
  if (!(value > 0)) return "0 min";
  return formatSeconds(value * 60);
}
