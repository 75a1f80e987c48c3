// SPEC §2, §9 top menu overflow into 'Visa fler' and breakpoints (issue 3, rule group 13).
export { BREAKPOINT_MIN_WIDTH, breakpointOf, isDesktopMenu, menuBreakpointOf, shouldRecalculateMenu } from "./breakpoints";
export type { Breakpoint, MenuBreakpoint } from "./breakpoints";
export {
  MENU_FIRST_LAYOUT_CHECK_MS,
  MENU_OVERFLOW_CHECK_MS,
  MENU_RESIZE_DEBOUNCE_MS,
  MORE_LINKS_LABEL,
  splitMenuLinks,
} from "./menu-overflow";
export type { MenuOverflow, MenuOverflowInput } from "./menu-overflow";
