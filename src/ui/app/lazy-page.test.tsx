// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import type { i18n } from "i18next";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RootStore } from "../../application/root.store";
import { AppShell } from "../shell/app-shell";
import { createAppContainer } from "../composition-root";
import { createI18n } from "../i18n/i18n";
import { AppProviders } from "./app-providers";
import { createAppRoutes } from "./app-routes";
import { lazyPage } from "./lazy-page";
import { routerReady } from "./render-app.test-helper";

afterEach(cleanup);

async function renderRoutes(routes: RouteObject[] | ((translations: i18n) => RouteObject[]), path: string) {
  const container = await createAppContainer({ apiBaseUrl: "", backend: "memory", brand: "default" }, { platform: "memory" });
  const translations = createI18n("sv");
  const router = createMemoryRouter(typeof routes === "function" ? routes(translations) : routes, { initialEntries: [path] });
  render(
    <AppProviders root={container.get(RootStore)} i18n={translations} brand="default">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe("lazily loaded pages", () => {
  it("shows the shell and a polite loading status while the first page's code is on its way", async () => {
    let arrive: (page: () => React.JSX.Element) => void = () => {};
    const arrived = new Promise<() => React.JSX.Element>((resolve) => (arrive = resolve));
    await renderRoutes([{ element: <AppShell />, children: [{ path: "/member/slow", ...lazyPage(() => arrived) }] }], "/member/slow");

    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    const status = within(screen.getByRole("main")).getByRole("status");
    expect(status.textContent).toBe("Laddar sidan…");

    arrive(() => <h1>Sidan kom</h1>);
    expect(await screen.findByRole("heading", { name: "Sidan kom" })).toBeTruthy();
    // The shell has live regions of its own (alert strips, toasts); the loading status is gone.
    expect(screen.queryByText("Laddar sidan…")).toBeNull();
  });

  it("keeps the shell and says so, with a reload button, when a page's code cannot be fetched", async () => {
    const cause = new TypeError("Failed to fetch dynamically imported module");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = lazyPage(() => Promise.reject(cause));
    await renderRoutes([{ element: <AppShell />, children: [{ path: "/member/broken", ...failing }] }], "/member/broken");

    const alert = await within(screen.getByRole("main")).findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Något gick fel" })).toBeTruthy();
    expect(within(alert).getByRole("button", { name: "Ladda om sidan" })).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    // The cause is reported, not swallowed.
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith("Skolmedia: the page could not be shown", cause));
    logged.mockRestore();
  });

  it("loads the login page of the real route table on first visit", async () => {
    const router = await renderRoutes(createAppRoutes, "/member/login");
    expect(within(screen.getByRole("main")).getByRole("status").textContent).toBe("Laddar sidan…");
    await act(() => routerReady(router));
    expect(await screen.findByRole("heading", { level: 1, name: "Logga in" })).toBeTruthy();
    expect(screen.queryByText("Laddar sidan…")).toBeNull();
  });
});
