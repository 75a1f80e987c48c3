import { isDesktopMenu } from "./breakpoints";

/** SPEC §2: the label of the overflow dropdown. */
export const MORE_LINKS_LABEL = "Visa fler";
/** SPEC §9: resize events are debounced by 100 ms. */
export const MENU_RESIZE_DEBOUNCE_MS = 100;
/** SPEC §9: the first layout check runs after 50 ms. */
export const MENU_FIRST_LAYOUT_CHECK_MS = 50;
/** SPEC §9: the overflow check runs after 1000 ms (once fonts and icons have settled). */
export const MENU_OVERFLOW_CHECK_MS = 1000;

export interface MenuOverflowInput<T> {
  /** The menu links in menu order, each with its measured width in px. */
  readonly links: readonly { readonly link: T; readonly width: number }[];
  /** The width available to the links in px. */
  readonly containerWidth: number;
  /** The measured width of the 'Visa fler' trigger in px. */
  readonly triggerWidth: number;
  readonly viewportWidth: number;
}

export type MenuOverflow<T> =
  /** Desktop: `kept` show in the bar, `moved` go into 'Visa fler' (empty: no trigger shown). */
  | { readonly layout: "desktop"; readonly kept: readonly T[]; readonly moved: readonly T[] }
  /** Below MD every link lives in the hamburger menu; nothing is measured. */
  | { readonly layout: "mobile"; readonly links: readonly T[] };

function sum(widths: readonly number[]): number {
  return widths.reduce((total, w) => total + w, 0);
}

/**
 * SPEC §2: on desktop, links that do not fit move into 'Visa fler'.
 * Decisions: the menu order is kept, so links move from the end (a narrow link after a wide one
 * that overflowed moves too, or the order would change); the trigger's width counts only when
 * something overflows; a negative or non-finite measurement counts as 0 px.
 */
export function splitMenuLinks<T>(input: MenuOverflowInput<T>): MenuOverflow<T> {
  const all = input.links.map((l) => l.link);
  if (!isDesktopMenu(input.viewportWidth)) return { layout: "mobile", links: all };
  const widths = input.links.map((l) => (Number.isFinite(l.width) && l.width > 0 ? l.width : 0));
  if (sum(widths) <= input.containerWidth) return { layout: "desktop", kept: all, moved: [] };
  const trigger = Number.isFinite(input.triggerWidth) && input.triggerWidth > 0 ? input.triggerWidth : 0;
  let used = trigger;
  let keep = 0;
  for (const width of widths) {
    if (used + width > input.containerWidth) break;
    used += width;
    keep += 1;
  }
  return { layout: "desktop", kept: all.slice(0, keep), moved: all.slice(keep) };
}
