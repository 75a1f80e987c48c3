import type { RouteObject } from "react-router-dom";
import { AppShell } from "../shell/app-shell";
import { lazyPage } from "./lazy-page";

const landing = lazyPage(async () => (await import("../shell/landing-page")).LandingPage);
const login = lazyPage(async () => (await import("../auth/login-page")).LoginPage);
const notFound = lazyPage(async () => (await import("../shell/not-found-page")).NotFoundPage);

/**
 * SPEC §2 route table (the part built so far). Shared by the browser router and tests. Pages load
 * on first use (lazyPage); the shell is part of the first load.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: "/", ...landing },
      { path: "/play", ...landing },
      { path: "/login", ...login },
      { path: "/profiles", ...lazyPage(async () => (await import("../auth/profiles-page")).ProfilesPage) },
      { path: "/:reseller/login", ...login },
      { path: "/:reseller/logout", ...lazyPage(async () => (await import("../auth/logout-page")).LogoutPage) },
      { path: "/:reseller/activate-account", ...lazyPage(async () => (await import("../auth/activation-page")).ActivationPage) },
      { path: "/:reseller/404", ...notFound },
      { path: "/:reseller/:appSlug", ...lazyPage(async () => (await import("../shell/app-start-page")).AppStartPage) },
      { path: "*", ...notFound },
    ],
  },
];
