// SPEC §4: "Toast: shown when a message is set; auto-hidden after its display duration; dismissing
// hides it, then clears it after 500 ms." SPEC §9: "default display 5000 ms, removal delay 500 ms.
// Message default 5 s; cart add and remove confirmation 3 s; error 10 s; cleared 500 ms after its
// display time." SPEC §8: the general error handler's text and 10 s.
import { toMillis, type Instant } from "../shared/instant";

export const TOAST_DEFAULT_DISPLAY_MS = 5000;
export const CART_TOAST_DISPLAY_MS = 3000;
export const ERROR_TOAST_DISPLAY_MS = 10_000;
export const TOAST_REMOVAL_DELAY_MS = 500;

/** SPEC §3: "kind (error 0 or info 1)". */
export const TOAST_KIND = { ERROR: 0, INFO: 1 } as const;
export type ToastKind = (typeof TOAST_KIND)[keyof typeof TOAST_KIND];

export type ToastPurpose = "default" | "cart" | "error";

export function toastDisplayDuration(purpose: ToastPurpose): number {
  switch (purpose) {
    case "cart":
      return CART_TOAST_DISPLAY_MS;
    case "error":
      return ERROR_TOAST_DISPLAY_MS;
    default:
      return TOAST_DEFAULT_DISPLAY_MS;
  }
}

export interface ToastTiming {
  /** When the toast was shown. */
  readonly shownAt: Instant;
  /** Its display duration in ms; absent means the 5000 ms default. */
  readonly displayDuration?: number;
  /** When the user dismissed it, if they did. */
  readonly dismissedAt?: Instant;
}

export type ToastPhase = "visible" | "hidden" | "cleared";

/** When the toast hides and when it is cleared: 500 ms after hiding (whichever hiding comes first). */
export function toastSchedule(timing: ToastTiming): { hideAt: number; clearAt: number } {
  const autoHide = toMillis(timing.shownAt) + (timing.displayDuration ?? TOAST_DEFAULT_DISPLAY_MS);
  const hideAt = timing.dismissedAt === undefined ? autoHide : Math.min(autoHide, toMillis(timing.dismissedAt));
  return { hideAt, clearAt: hideAt + TOAST_REMOVAL_DELAY_MS };
}

/** Visible until it hides, hidden (fading out) for 500 ms, then cleared. */
export function toastPhase(timing: ToastTiming, now: Instant): ToastPhase {
  const at = toMillis(now);
  const { hideAt, clearAt } = toastSchedule(timing);
  if (at < hideAt) return "visible";
  return at < clearAt ? "hidden" : "cleared";
}

/** SPEC §8: the error body shape the general handler reads. */
export interface ErrorBodyText {
  readonly description?: string | null;
  readonly message?: string | null;
}

/** SPEC §8 fallback text of the general error handler. */
export const GENERIC_ERROR_TEXT = "Något gick fel";

/**
 * SPEC §8: "shows the description from the error body, else the message, else 'Något gick fel', as
 * an error message for 10 s." Blank texts count as absent.
 */
export function errorToast(body: ErrorBodyText | null | undefined): { text: string; kind: ToastKind; displayDuration: number } {
  return { text: errorBodyText(body) ?? GENERIC_ERROR_TEXT, kind: TOAST_KIND.ERROR, displayDuration: ERROR_TOAST_DISPLAY_MS };
}

/** SPEC §8: the text an error body offers — its description, else its message; null when both are blank. */
export function errorBodyText(body: ErrorBodyText | null | undefined): string | null {
  return [body?.description, body?.message].find((value): value is string => typeof value === "string" && value.trim() !== "") ?? null;
}
