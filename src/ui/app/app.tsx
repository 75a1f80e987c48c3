import type { i18n } from "i18next";
import { useMemo } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import type { RootStore } from "../../application/root.store";
import type { AppSettings } from "../../ports/shared/app-settings.port";
import { AppProviders } from "./app-providers";
import { createAppRoutes } from "./app-routes";

export function App({ root, i18n, brand }: { readonly root: RootStore; readonly i18n: i18n; readonly brand: AppSettings["brand"] }) {
  const router = useMemo(() => createBrowserRouter(createAppRoutes(i18n)), [i18n]);
  return (
    <AppProviders root={root} i18n={i18n} brand={brand}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
