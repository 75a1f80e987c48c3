import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { AppShell } from "../shell/app-shell";
import { PageLoadError } from "./page-load-error";
import { PageLoading } from "./page-loading";

/**
 * A page route whose code is fetched on first use (react-router `lazy`), so a first visit downloads
 * the shell and the one page it opens, not every page. On the first load the shell renders at once
 * and the main area shows PageLoading; later navigations keep the current page until the next is
 * ready. The import stays a literal `import("…")` at each call site so the bundler splits there.
 */
function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, "lazy" | "hydrateFallbackElement" | "errorElement"> {
  return {
    lazy: async () => ({ Component: await load() }),
    hydrateFallbackElement: <PageLoading />,
    errorElement: <PageLoadError />,
  };
}

const landing = lazyPage(async () => (await import("../pages/landing-page")).LandingPage);
const login = lazyPage(async () => (await import("../pages/login-page")).LoginPage);
const notFound = lazyPage(async () => (await import("../pages/not-found-page")).NotFoundPage);

/** SPEC §2 route table (the part built so far). Shared by the browser router and tests. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: "/", ...landing },
      { path: "/play", ...landing },
      { path: "/login", ...login },
      { path: "/profiles", ...lazyPage(async () => (await import("../pages/profiles-page")).ProfilesPage) },
      { path: "/:reseller/login", ...login },
      { path: "/:reseller/logout", ...lazyPage(async () => (await import("../pages/logout-page")).LogoutPage) },
      { path: "/:reseller/activate-account", ...lazyPage(async () => (await import("../pages/activation-page")).ActivationPage) },
      { path: "/:reseller/404", ...notFound },
      { path: "/:reseller/:appSlug", ...lazyPage(async () => (await import("../pages/app-start-page")).AppStartPage) },
      { path: "*", ...notFound },
    ],
  },
];
