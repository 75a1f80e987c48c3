import { injectable } from "inversify";
import type { Navigation } from "../../../ports/shared/navigation.port";

/**
 * Navigation through the History API. After pushing the new address it fires `popstate`, which
 * React Router's browser router listens to, so the app renders the new route without a reload.
 */
@injectable()
export class WindowNavigation implements Navigation {
  currentLocation(): string {
    return `${window.location.pathname}${window.location.search}`;
  }

  go(path: string, options?: { readonly replace?: boolean }): void {
    if (path === this.currentLocation()) return;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (window.history.state?.idx ?? 0) + 1 };
    if (options?.replace) window.history.replaceState(state, "", path);
    else window.history.pushState(state, "", path);
    window.dispatchEvent(new PopStateEvent("popstate", { state }));
  }
}
