import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { shouldRecalculateMenu } from "../../../domain/menu/breakpoints";
import {
  MENU_FIRST_LAYOUT_CHECK_MS,
  MENU_OVERFLOW_CHECK_MS,
  MENU_RESIZE_DEBOUNCE_MS,
  splitMenuLinks,
} from "../../../domain/menu/menu-overflow";

/** Marks the hidden copies the measure reads: one per bar item, and the 'Visa fler' trigger. */
export const MEASURE_ITEM = "data-measure-item";
export const MEASURE_MORE = "data-measure-more";

export interface MenuOverflow {
  /** The bar: its width is what the links may take (it must not grow with its content). */
  readonly barRef: (element: HTMLElement | null) => void;
  /** The hidden row of copies of every item and of the 'Visa fler' trigger, at their natural widths. */
  readonly measureRef: (element: HTMLElement | null) => void;
  /** How many items, from the first, stay in the bar; the rest go into 'Visa fler'. */
  readonly keep: number;
}

/**
 * SPEC §2: on desktop, the links that do not fit move into 'Visa fler'. The split itself is the
 * domain's splitMenuLinks; this hook measures for it: before the first paint (no flash of overflowing
 * links), again after 50 ms and after 1000 ms (SPEC §9: first layout check, overflow check once fonts
 * and icons have settled), and when the bar's width changes — at once when the viewport crosses one
 * of the breakpoints MD 768, LG 992 and XL 1200 (shouldRecalculateMenu), else debounced by 100 ms
 * (SPEC §9 resize debounce). `itemsKey` changes with the menu's items.
 */
export function useMenuOverflow(itemCount: number, itemsKey: string): MenuOverflow {
  const [bar, setBar] = useState<HTMLElement | null>(null);
  const [measure, setMeasure] = useState<HTMLElement | null>(null);
  const [keep, setKeep] = useState(itemCount);
  const viewportWidth = useRef(typeof window === "undefined" ? 0 : window.innerWidth);

  const check = useCallback(() => {
    if (bar === null || measure === null) return;
    const width = (element: Element | null) => element?.getBoundingClientRect().width ?? 0;
    const links = [...measure.querySelectorAll(`[${MEASURE_ITEM}]`)].map((element, index) => ({ link: index, width: width(element) }));
    const split = splitMenuLinks({
      links,
      containerWidth: bar.clientWidth,
      triggerWidth: width(measure.querySelector(`[${MEASURE_MORE}]`)),
      viewportWidth: window.innerWidth,
    });
    // Below MD the bar is hidden and the hamburger menu holds every link.
    setKeep(split.layout === "desktop" ? split.kept.length : links.length);
  }, [bar, measure]);

  // itemsKey: the items changed, so the copies did too.
  useLayoutEffect(check, [check, itemsKey]);

  useEffect(() => {
    if (bar === null) return undefined;
    const timers = [setTimeout(check, MENU_FIRST_LAYOUT_CHECK_MS), setTimeout(check, MENU_OVERFLOW_CHECK_MS)];
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      const crossed = shouldRecalculateMenu(viewportWidth.current, window.innerWidth);
      viewportWidth.current = window.innerWidth;
      clearTimeout(debounce);
      if (crossed) check();
      else debounce = setTimeout(check, MENU_RESIZE_DEBOUNCE_MS);
    };
    // The bar's width follows the viewport and what sits beside it (buttons that appear later).
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(onResize);
    observer?.observe(bar);
    window.addEventListener("resize", onResize);
    return () => {
      timers.forEach(clearTimeout);
      clearTimeout(debounce);
      observer?.disconnect();
      window.removeEventListener("resize", onResize);
    };
  }, [bar, check, itemsKey]);

  return { barRef: setBar, measureRef: setMeasure, keep: Math.min(keep, itemCount) };
}
