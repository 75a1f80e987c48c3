import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { shouldScrollToTop } from "../../domain/routing/route-policies";
import { useStores } from "../app/stores-context";
import { MAIN_CONTENT_ID } from "./skip-link";

/**
 * After each route change: close the menus (SPEC §2: the mobile menu closes on route change),
 * scroll to top unless the path ends with search (SPEC §2), and move focus to the new page's
 * heading so screen-reader users hear where they are (WCAG 2.4.3). Not on the first render.
 */
export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  const { ui } = useStores();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ui.closeMenus();
    if (shouldScrollToTop(pathname)) window.scrollTo?.(0, 0);
    const main = document.getElementById(MAIN_CONTENT_ID);
    const heading = main?.querySelector<HTMLElement>("h1");
    const target = heading ?? main;
    if (target) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }
  }, [pathname, ui]);
}
