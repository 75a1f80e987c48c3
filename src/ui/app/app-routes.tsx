import type { i18n } from "i18next";
import type { RouteObject } from "react-router-dom";
import { ROUTE_PATTERNS } from "../../domain/routing/route-patterns";
import { loadNamespaces } from "../i18n/i18n";
import { AppShell } from "../shell/app-shell";
import { lazyPage } from "./lazy-page";
import { RouteErrorFallback } from "./route-error-fallback";
import { RouteGuard } from "./route-guard";
import { ROUTE_TABLE, ROUTES_WITH_PAGES, UNKNOWN_ADDRESS, type RouteEntry, type RouteHandle } from "./route-table";

function pageRoute(id: string, path: string, entry: RouteEntry, translations: i18n): RouteObject {
  const handle: RouteHandle = { access: entry.access };
  return {
    id,
    path,
    handle,
    // The page's code and its texts arrive together, so it never shows keys in place of words.
    ...lazyPage(async () => (await Promise.all([entry.page(), loadNamespaces(translations, entry.namespaces)]))[0]),
  };
}

/**
 * The router's routes, made from the route table (route-table.ts) and shared by the browser router
 * and tests: the shell around every page, the one guard inside it, then a route per page. Pages load
 * on first use (lazyPage); the shell and the guard are part of the first load.
 */
export function createAppRoutes(translations: i18n): RouteObject[] {
  return [
    {
      element: <AppShell />,
      // SPEC §8 fallback card when the shell or the guard itself fails; a page's own failure is
      // caught by its route (lazyPage) and keeps the shell.
      errorElement: <RouteErrorFallback standalone />,
      children: [
        {
          element: <RouteGuard />,
          children: [
            ...ROUTES_WITH_PAGES.map((name) => pageRoute(name, ROUTE_PATTERNS[name], ROUTE_TABLE[name], translations)),
            pageRoute("unknownAddress", "*", UNKNOWN_ADDRESS, translations),
          ],
        },
      ],
    },
  ];
}
