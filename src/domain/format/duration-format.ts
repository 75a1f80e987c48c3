// SPEC §3 "Duration value": kind TIME with a string value, formatted with Swedish units
// (tim, min, sek; pages as sid/sidor).

export type DurationValue = { readonly kind: "TIME"; readonly value: string } | { readonly kind: "PAGES"; readonly value: string | number };

export type DurationResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly error: DurationError };

export type DurationError = "DURATION.INVALID" | "DURATION.PAGES_INVALID";

/** Message texts for the error codes (not quoted by the spec). */
export const DURATION_ERROR_TEXT: Readonly<Record<DurationError, string>> = {
  "DURATION.INVALID": "Ogiltig tid",
  "DURATION.PAGES_INVALID": "Ogiltigt sidantal",
};

const SECONDS_ONLY = /^\d+(?:\.\d+)?$/;
const CLOCK_PART = /^\d+$/;
const SUB_PART = /^\d{1,2}$/;

/**
 * Seconds from "HH:MM:SS", "MM:SS" or a number of seconds ("125", "125.6" → 125).
 * The leading part may be any size ("90:00" is 90 minutes); later parts are 0–59.
 */
export function parseDurationSeconds(value: string): number | null {
  const text = value.trim();
  if (SECONDS_ONLY.test(text)) return Math.floor(Number(text));
  const parts = text.split(":");
  if (parts.length < 2 || parts.length > 3) return null;
  const [head, ...rest] = parts as [string, ...string[]];
  if (!CLOCK_PART.test(head) || !rest.every((p) => SUB_PART.test(p) && Number(p) < 60)) return null;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * "1 tim 5 min", "12 min 30 sek", "45 sek". Decision: seconds are shown only below one hour
 * (a feature film reads "1 tim 32 min"), zero parts are left out, and a zero duration reads "0 sek".
 */
export function formatSeconds(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = h > 0 ? [`${h} tim`, m > 0 ? `${m} min` : ""] : [m > 0 ? `${m} min` : "", s > 0 ? `${s} sek` : ""];
  const text = parts.filter((p) => p !== "").join(" ");
  return text === "" ? "0 sek" : text;
}

/** SPEC §3: 1 sid, 2 sidor (and 0 sidor). */
export function formatPages(pages: number): string {
  const n = Number.isFinite(pages) ? Math.max(0, Math.floor(pages)) : 0;
  return n === 1 ? "1 sid" : `${n} sidor`;
}

export function formatDurationValue(duration: DurationValue): DurationResult {
  if (duration.kind === "PAGES") {
    const pages = typeof duration.value === "number" ? duration.value : Number(duration.value.trim());
    if (!Number.isInteger(pages) || pages < 0 || (typeof duration.value === "string" && duration.value.trim() === "")) {
      return { ok: false, error: "DURATION.PAGES_INVALID" };
    }
    return { ok: true, text: formatPages(pages) };
  }
  const seconds = parseDurationSeconds(duration.value);
  return seconds === null ? { ok: false, error: "DURATION.INVALID" } : { ok: true, text: formatSeconds(seconds) };
}
