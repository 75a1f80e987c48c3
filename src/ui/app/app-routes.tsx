import type { RouteObject } from "react-router-dom";
import { ActivationPage } from "../pages/activation-page";
import { AppStartPage } from "../pages/app-start-page";
import { LandingPage } from "../pages/landing-page";
import { LoginPage } from "../pages/login-page";
import { LogoutPage } from "../pages/logout-page";
import { NotFoundPage } from "../pages/not-found-page";
import { ProfilesPage } from "../pages/profiles-page";
import { AppShell } from "../shell/app-shell";

/** SPEC §2 route table (the part built so far). Shared by the browser router and tests. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: "/", element: <LandingPage /> },
      { path: "/play", element: <LandingPage /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/profiles", element: <ProfilesPage /> },
      { path: "/:reseller/login", element: <LoginPage /> },
      { path: "/:reseller/logout", element: <LogoutPage /> },
      { path: "/:reseller/activate-account", element: <ActivationPage /> },
      { path: "/:reseller/404", element: <NotFoundPage /> },
      { path: "/:reseller/:appSlug", element: <AppStartPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
