// Renders the real routes, stores and use cases on the in-memory backend (tests only).
import { act, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { i18n } from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { RootStore } from "../../application/root.store";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../fixtures/demo-accounts";
import type { AppSettings } from "../../ports/shared/app-settings.port";
import { createAppContainer } from "../composition-root";
import { createI18n } from "../i18n/i18n";
import { AppProviders } from "./app-providers";
import { createAppRoutes } from "./app-routes";
import { routerReady } from "./first-page";

// jsdom has no ResizeObserver; Chakra's menu positioning asks for one.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

export { routerReady };

export interface RenderAppOptions {
  /** The translations to use (default: a fresh Swedish instance). */
  readonly i18n?: i18n;
  /** A demo account to log in as before the first render (the password of ARCHITECTURE §6). */
  readonly signedInAs?: string;
}

export async function renderApp(path: string, brand: AppSettings["brand"] = "default", options: RenderAppOptions = {}) {
  const container = await createAppContainer({ apiBaseUrl: "", backend: "memory", brand }, { platform: "memory" });
  const root = container.get(RootStore);
  if (options.signedInAs !== undefined) {
    await root.session.login({ email: options.signedInAs, password: DEMO_PASSWORD }, { reseller: "member", next: null });
  }
  const i18n = options.i18n ?? createI18n("sv");
  const router = createMemoryRouter(createAppRoutes(i18n), { initialEntries: [path] });
  // Pages load lazily (app-routes): let the first one arrive so tests start from the page itself.
  await routerReady(router);
  const user = userEvent.setup();
  const view = render(
    <AppProviders root={root} i18n={i18n} brand={brand}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, root, router, user, location, i18n };
}

/** The app signed in as a demo account (password of ARCHITECTURE §6), then at `path`. */
export async function renderSignedInApp(path: string, email: string = DEMO_ACCOUNTS.teacher.email) {
  const app = await renderApp("/member/login");
  await act(() => app.root.session.login({ email, password: DEMO_PASSWORD }, { reseller: "member", next: null }));
  await act(() => app.router.navigate(path));
  return app;
}
