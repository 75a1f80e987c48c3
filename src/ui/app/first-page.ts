import type { createBrowserRouter } from "react-router-dom";
import type { RootStore } from "../../application/root.store";
import { currentReseller } from "../../domain/routing/current-reseller";
import { isCachedRoute } from "../../domain/routing/route-policies";
import { viewerOf } from "./viewer";
import { ROUTE_TABLE, type RouteWithPage } from "./route-table";

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Decision: the longest the first paint waits for the first page (after the app's own code has
 * run). The page's code, texts and data are preloaded with the HTML (server/http/page-preloads.ts),
 * so they are usually there already; on a slow answer the shell paints after this long and the
 * page follows, as it did before.
 */
export const FIRST_PAINT_MAX_WAIT_MS = 1500;

/** Resolves once the router has loaded the code (and texts) of its first page. */
export function routerReady(router: Pick<DataRouter, "state" | "subscribe">): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Issue 8's Lighthouse goals (LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05): the app's first paint shows
 * the first page whole — its code and texts (the router's lazy route), its data (the route table's
 * `data`), the shell's reseller config and alert strips — instead of a shell that a chain of later
 * renders fills in, each a long task on a slow phone and a shift when the strips arrive. Everything
 * goes through the stores the components use, which keep one answer, so the components' own calls
 * find it there. Never throws; resolves after FIRST_PAINT_MAX_WAIT_MS at the latest.
 */
export async function prepareFirstPage(input: {
  readonly router: Pick<DataRouter, "state" | "subscribe">;
  readonly root: RootStore;
  /** The session restore started at boot (SPEC §4 tokens): who reads decides what the page shows. */
  readonly restoring: Promise<void>;
  readonly maxWaitMs?: number;
}): Promise<void> {
  const { router, root } = input;
  const { pathname, search } = router.state.location;
  const match = router.state.matches.at(-1);
  const entry = match ? ROUTE_TABLE[match.route.id as RouteWithPage] : undefined;
  const data = (async () => {
    await input.restoring;
    const reseller = currentReseller({ pathname, search, tokenReseller: root.session.claims?.resellerSlug });
    const viewer = viewerOf(root.session);
    await Promise.all([
      // The shell's own calls (use-shell-data.ts, alert-strips.tsx), with the same arguments.
      root.shell.load(reseller, { cachedRoute: isCachedRoute(pathname) }),
      root.alerts.showFor(pathname, reseller),
      viewer !== null && entry?.data && match ? entry.data({ root, params: match.params, pathname, reseller, viewer }) : null,
    ]);
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, input.maxWaitMs ?? FIRST_PAINT_MAX_WAIT_MS)));
  await Promise.race([Promise.all([routerReady(router), data]).catch(() => undefined), deadline]);
  clearTimeout(timer);
}
