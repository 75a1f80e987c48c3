import { inject, injectable } from "inversify";
import { action, makeObservable, observableRef } from "mobx";
import {
  errorBodyText,
  ERROR_TOAST_DISPLAY_MS,
  TOAST_DEFAULT_DISPLAY_MS,
  TOAST_KIND,
  toastSchedule,
  type ErrorBodyText,
  type ToastKind,
} from "../../domain/notices/toast";
import type { Clock } from "../../ports/shared/clock.port";
import { CLOCK } from "../../ports/shared/platform.tokens";

/**
 * What a toast says. SPEC §3: its text is HTML (the UI sanitises it). The general error handler's
 * texts come from error bodies and are shown as plain text; "generic" is its fallback 'Något gick
 * fel' (SPEC §8), which the UI says in the user's language.
 */
export type ToastContent =
  | { readonly format: "html"; readonly value: string }
  | { readonly format: "text"; readonly value: string }
  | { readonly format: "generic" };

/** SPEC §3 "Toast message": id, text, displayDuration, kind (error 0 or info 1). */
export interface ShownToast {
  readonly id: number;
  readonly content: ToastContent;
  readonly kind: ToastKind;
  readonly displayDuration: number;
  /** SPEC §4: after hiding, the toast stays 500 ms (fading out) before it is cleared. */
  readonly hidden: boolean;
}

/** Decision: at most three toasts at once; a fourth pushes out the oldest (a toast is not a log). */
export const MAX_TOASTS = 3;

/** Cancels the toast's pending hide or clear. */
type CancelTimer = () => void;

/**
 * SPEC §4 "Toast: shown when a message is set; auto-hidden after its display duration; dismissing
 * hides it, then clears it after 500 ms" with the timings of SPEC §9 (domain toastSchedule).
 * Decision (WCAG 2.2.1): while the pointer or focus is on a toast it is held; let go, it gets its
 * full display time again.
 */
@injectable()
export class ToastStore {
  toasts: ShownToast[] = [];
  private nextId = 1;
  private readonly timers = new Map<number, CancelTimer>();

  constructor(@inject(CLOCK) private readonly clock: Clock) {
    makeObservable<ToastStore, "replace" | "remove">(this, {
      toasts: observableRef,
      show: action,
      showError: action,
      dismiss: action,
      replace: action,
      remove: action,
    });
  }

  /** Shows an HTML message (SPEC §9: 5 s unless told otherwise; kind info unless told otherwise). */
  show(html: string, kind: ToastKind = TOAST_KIND.INFO, displayDuration: number = TOAST_DEFAULT_DISPLAY_MS): number {
    return this.add({ format: "html", value: html }, kind, displayDuration);
  }

  /**
   * SPEC §8 general handler: the description from the error body, else the message, else 'Något
   * gick fel', as an error message for 10 s (domain errorBodyText / errorToast).
   */
  showError(body: ErrorBodyText | null | undefined): number {
    const text = errorBodyText(body);
    const content: ToastContent = text === null ? { format: "generic" } : { format: "text", value: text };
    return this.add(content, TOAST_KIND.ERROR, ERROR_TOAST_DISPLAY_MS);
  }

  /** The user closed it: hidden now, cleared 500 ms later. */
  dismiss(id: number): void {
    const toast = this.toasts.find((t) => t.id === id);
    if (!toast || toast.hidden) return;
    this.timers.get(id)?.();
    // Hidden at the dismissal (a held toast may be past its own display time: it still fades out).
    const now = this.clock.now();
    const { hideAt, clearAt } = toastSchedule({ shownAt: now, displayDuration: toast.displayDuration, dismissedAt: now });
    this.hideAndClear(id, clearAt - hideAt);
  }

  /** Stops the clock of a visible toast (pointer over it, or focus in it). */
  hold(id: number): void {
    const toast = this.toasts.find((t) => t.id === id);
    if (toast && !toast.hidden) this.timers.get(id)?.();
  }

  /** Starts the toast's display time again, in full. */
  release(id: number): void {
    const toast = this.toasts.find((t) => t.id === id);
    if (toast && !toast.hidden) this.startTimer(toast);
  }

  private add(content: ToastContent, kind: ToastKind, displayDuration: number): number {
    const toast: ShownToast = { id: this.nextId++, content, kind, displayDuration, hidden: false };
    const overflow = this.toasts.length + 1 - MAX_TOASTS;
    for (const old of this.toasts.slice(0, Math.max(0, overflow))) this.remove(old.id);
    this.toasts = [...this.toasts, toast];
    this.startTimer(toast);
    return toast.id;
  }

  private startTimer(toast: ShownToast): void {
    this.timers.get(toast.id)?.();
    const shownAt = this.clock.now();
    const { hideAt, clearAt } = toastSchedule({ shownAt, displayDuration: toast.displayDuration });
    this.timers.set(
      toast.id,
      this.clock.schedule(hideAt - shownAt, () => this.hideAndClear(toast.id, clearAt - hideAt)),
    );
  }

  private hideAndClear(id: number, clearInMs: number): void {
    this.replace(id, { hidden: true });
    this.timers.set(
      id,
      this.clock.schedule(clearInMs, () => this.remove(id)),
    );
  }

  private replace(id: number, change: Partial<ShownToast>): void {
    this.toasts = this.toasts.map((t) => (t.id === id ? { ...t, ...change } : t));
  }

  private remove(id: number): void {
    this.timers.get(id)?.();
    this.timers.delete(id);
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }
}
