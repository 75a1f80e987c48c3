import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { PageLoading } from "./page-loading";
import { RouteErrorFallback } from "./route-error-fallback";

/**
 * A page route whose code is fetched on first use (react-router `lazy`), so a first visit downloads
 * the shell and the one page it opens, not every page. On the first load the shell renders at once
 * and the main area shows PageLoading; later navigations keep the current page until the next is
 * ready. Callers pass a literal `import("…")` so the bundler splits there.
 */
export function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, "lazy" | "hydrateFallbackElement" | "errorElement"> {
  return {
    lazy: async () => ({ Component: await load() }),
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteErrorFallback />,
  };
}
