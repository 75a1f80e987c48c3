import { startTransition, useEffect, useState } from "react";

/** Decision: the latest an idle-time part waits when the browser never reports idle time. */
export const IDLE_TIMEOUT_MS = 1500;

/**
 * False until the browser is idle after the first paint (requestIdleCallback, or a short timer where
 * there is none), then true for good. For parts nobody needs before the page is there — the
 * consent dialog, the toasts and network strips — so their code loads and renders after the page's
 * largest paint instead of before it (issue 8: LCP, TBT).
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // A transition: what appears then is rendered in slices, leaving the main thread free for input.
    const show = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(show, 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
