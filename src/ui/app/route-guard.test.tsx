// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { runInAction } from "mobx";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { RootStore } from "../../application/root.store";
import { DEMO_PASSWORD } from "../../fixtures/demo-accounts";
import { createAppContainer } from "../composition-root";
import { createI18n } from "../i18n/i18n";
import { AppProviders } from "./app-providers";
import { renderApp } from "./render-app.test-helper";
import { RouteGuard } from "./route-guard";
import type { RouteHandle } from "./route-table";

afterEach(cleanup);

// A table with a role route: none of today's pages needs a role (the admin pages are pending), so the
// guard is tried on routes of its own here.
const adminOnly: RouteHandle = { access: { kind: "role", roles: ["ADMIN"] } };
const loginOnly: RouteHandle = { access: { kind: "login" } };
const ROUTES: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      { path: "/:reseller/admin/alerts", handle: adminOnly, element: <h1>Viktiga meddelanden</h1> },
      { path: "/:reseller/settings", handle: loginOnly, element: <h1>Inställningar</h1> },
      { path: "/:reseller/login", element: <h1>Logga in</h1> },
      { path: "/:reseller/play", element: <h1>Play</h1> },
    ],
  },
];

async function renderGuarded(path: string, signedInAs?: string) {
  const container = await createAppContainer({ apiBaseUrl: "", backend: "memory", brand: "default" }, { platform: "memory" });
  const root = container.get(RootStore);
  if (signedInAs !== undefined) {
    await root.session.login({ email: signedInAs, password: DEMO_PASSWORD }, { reseller: "member", next: null });
  }
  const router = createMemoryRouter(ROUTES, { initialEntries: [path] });
  render(
    <AppProviders root={root} i18n={createI18n("sv")} brand="default">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { root, router, location };
}

describe("the route guard", () => {
  it("shows a role route to a holder of the role", async () => {
    await renderGuarded("/member/admin/alerts", "admin@skolmedia.test");
    expect(await screen.findByRole("heading", { level: 1, name: "Viktiga meddelanden" })).toBeTruthy();
  });

  it("shows the access-denied view (SPEC §6) to a logged-in user without the role", async () => {
    const app = await renderGuarded("/member/admin/alerts", "larare@skolmedia.test");
    expect(await screen.findByRole("heading", { level: 1, name: "Du har inte behörighet till den här sidan" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Gå till startsidan" }).getAttribute("href")).toBe("/member/play");
    expect(app.location()).toBe("/member/admin/alerts");
  });

  it("sends a visitor of a role or login route to login with the route as next", async () => {
    const app = await renderGuarded("/member/admin/alerts");
    await waitFor(() => expect(app.location()).toBe("/member/login?next=%2Fmember%2Fadmin%2Falerts"));
  });

  it("shows that the page is loading while the session is being restored, then decides", async () => {
    const container = await createAppContainer({ apiBaseUrl: "", backend: "memory", brand: "default" }, { platform: "memory" });
    const root = container.get(RootStore);
    runInAction(() => (root.session.isRestoring = true));
    const router = createMemoryRouter(ROUTES, { initialEntries: ["/member/settings"] });
    render(
      <AppProviders root={root} i18n={createI18n("sv")} brand="default">
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.getByRole("status").textContent).toBe("Laddar sidan…");
    act(() => runInAction(() => (root.session.isRestoring = false)));
    await waitFor(() => expect(router.state.location.pathname).toBe("/member/login"));
  });

  it("moves a logged-in user off another reseller's path (SPEC §2 'Routing behaviour')", async () => {
    const app = await renderGuarded("/sli/play?x=1", "larare@skolmedia.test");
    await waitFor(() => expect(app.location()).toBe("/member/play?x=1"));
  });

  it("sends a user who logs out on a login route to login", async () => {
    const app = await renderGuarded("/member/settings", "larare@skolmedia.test");
    expect(await screen.findByRole("heading", { level: 1, name: "Inställningar" })).toBeTruthy();
    await act(() => app.root.session.logout());
    await waitFor(() => expect(app.location()).toBe("/member/login?next=%2Fmember%2Fsettings"));
  });
});

describe("the real route table's guards", () => {
  it("sends a logged-in user from /play to /{reseller}/play", async () => {
    const app = await renderApp("/play", "default", { signedInAs: "larare@skolmedia.test" });
    await waitFor(() => expect(app.location()).toBe("/member/play"));
  });
});
