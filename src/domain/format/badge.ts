import { dateInputToMillis, type DateInput } from "../shared/instant";
// SPEC §3 Product badges: Coming, New, Normal, Outgoing (last chance), Staff pick.
// The spec names the badges but not when each applies; badgeFor is our rule (decision):
//   1. COMING     — the product becomes available after now;
//   2. OUTGOING   — the last-chance flag is set, or it stops being available within 30 days;
//   3. STAFF_PICK — the recommended flag is set;
//   4. NEW        — it became available within the last 30 days;
//   5. NORMAL     — otherwise (shows no badge).
// One badge per product, in that order: what the user can still act on (soon gone) beats a
// recommendation, which beats novelty.

export type Badge = "COMING" | "NEW" | "NORMAL" | "OUTGOING" | "STAFF_PICK";

export const BADGE_LABELS: Readonly<Record<Badge, { readonly en: string; readonly sv: string }>> = {
  COMING: { en: "Coming", sv: "Kommande" },
  NEW: { en: "New", sv: "Ny" },
  NORMAL: { en: "Normal", sv: "Normal" },
  OUTGOING: { en: "Last chance", sv: "Sista chansen" },
  STAFF_PICK: { en: "Staff pick", sv: "Redaktionens val" },
};

export const BADGE_NEW_DAYS = 30;
export const BADGE_OUTGOING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BadgeFlags {
  readonly availableFrom?: DateInput | null;
  /** SPEC §3: available-to date. */
  readonly availableTo?: DateInput | null;
  /** SPEC §3: last-chance flag. */
  readonly lastChance?: boolean | null;
  /** SPEC §3: recommended flag. */
  readonly recommended?: boolean | null;
}

export function badgeFor(product: BadgeFlags, now: DateInput): Badge {
  const nowMs = dateInputToMillis(now);
  if (nowMs === null) return product.lastChance === true ? "OUTGOING" : product.recommended === true ? "STAFF_PICK" : "NORMAL";
  const from = dateInputToMillis(product.availableFrom);
  const to = dateInputToMillis(product.availableTo);
  if (from !== null && from > nowMs) return "COMING";
  if (product.lastChance === true || (to !== null && to >= nowMs && to - nowMs <= BADGE_OUTGOING_DAYS * DAY_MS)) return "OUTGOING";
  if (product.recommended === true) return "STAFF_PICK";
  if (from !== null && nowMs - from <= BADGE_NEW_DAYS * DAY_MS) return "NEW";
  return "NORMAL";
}

/** The text a badge shows; NORMAL shows none. */
export function badgeLabel(badge: Badge, language: "sv" | "en"): string | null {
  return badge === "NORMAL" ? null : BADGE_LABELS[badge][language];
}
