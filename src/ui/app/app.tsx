import type { i18n } from "i18next";
import { RouterProvider, type createBrowserRouter } from "react-router-dom";
import type { RootStore } from "../../application/root.store";
import type { AppSettings } from "../../ports/shared/app-settings.port";
import { AppProviders } from "./app-providers";

export interface AppProps {
  readonly root: RootStore;
  readonly i18n: i18n;
  readonly brand: AppSettings["brand"];
  /** The browser router over createAppRoutes(i18n), made before the first paint (main.tsx, first-page.ts). */
  readonly router: ReturnType<typeof createBrowserRouter>;
}

export function App({ root, i18n, brand, router }: AppProps) {
  return (
    <AppProviders root={root} i18n={i18n} brand={brand}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
