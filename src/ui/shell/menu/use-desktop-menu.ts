import { useSyncExternalStore } from "react";
import { isDesktopMenu } from "../../../domain/menu/breakpoints";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/**
 * True from MD (768 px) up, where the desktop bar is shown (SPEC §2; the domain's isDesktopMenu),
 * followed live. Below it the bar is not rendered at all — the hamburger menu holds the links — so a
 * phone's first paint does not build and style a hidden menu and its measuring copies (issue 8: TBT).
 */
export function useDesktopMenu(): boolean {
  return useSyncExternalStore(subscribe, () => isDesktopMenu(window.innerWidth));
}
