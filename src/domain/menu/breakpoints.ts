/** SPEC §9: xs up to 575 px, sm from 576, md from 768, lg from 992, xl from 1200. */
export type Breakpoint = "xs" | "sm" | "md" | "lg" | "xl";

export const BREAKPOINT_MIN_WIDTH: Readonly<Record<Breakpoint, number>> = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 };

/** Widest first, so the first match is the answer. */
const DESCENDING: readonly Breakpoint[] = ["xl", "lg", "md", "sm", "xs"];

/** The breakpoint of a viewport width in CSS pixels (a fractional width belongs to the lower one). */
export function breakpointOf(viewportWidth: number): Breakpoint {
  return DESCENDING.find((bp) => viewportWidth >= BREAKPOINT_MIN_WIDTH[bp]) ?? "xs";
}

/** SPEC §2: below MD the desktop menu gives way to the hamburger menu. */
export function isDesktopMenu(viewportWidth: number): boolean {
  return viewportWidth >= BREAKPOINT_MIN_WIDTH.md;
}

/**
 * SPEC §2: the 'Visa fler' split is recalculated at the breakpoints XL 1200, LG 992 and MD 768.
 * Crossing 576 (xs ↔ sm) changes nothing for the menu: both are below the desktop menu.
 */
export type MenuBreakpoint = "mobile" | "md" | "lg" | "xl";

export function menuBreakpointOf(viewportWidth: number): MenuBreakpoint {
  const bp = breakpointOf(viewportWidth);
  return bp === "xs" || bp === "sm" ? "mobile" : bp;
}

export function shouldRecalculateMenu(previousViewportWidth: number, nextViewportWidth: number): boolean {
  return menuBreakpointOf(previousViewportWidth) !== menuBreakpointOf(nextViewportWidth);
}
