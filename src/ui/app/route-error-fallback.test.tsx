// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RootStore } from "../../application/root.store";
import { AppShell } from "../shell/app-shell";
import { createAppContainer } from "../composition-root";
import { createI18n } from "../i18n/i18n";
import { AppProviders } from "./app-providers";
import { lazyPage } from "./lazy-page";
import { RouteErrorFallback } from "./route-error-fallback";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new RangeError("the page broke");
}

async function renderRoutes(routes: RouteObject[], path: string) {
  const container = await createAppContainer({ apiBaseUrl: "", backend: "memory", brand: "default" }, { platform: "memory" });
  const root = container.get(RootStore);
  const report = vi.spyOn(root.pageErrors, "execute");
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  render(
    <AppProviders root={root} i18n={createI18n("sv")} brand="default">
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
  return { report };
}

describe("the unhandled-error fallback (SPEC §8)", () => {
  it("replaces a page that fails to render with the card, keeps the shell and reports the error once", async () => {
    const { report } = await renderRoutes(
      [{ element: <AppShell />, children: [{ path: "/sli/trasig", ...lazyPage(async () => Broken) }] }],
      "/sli/trasig?x=1",
    );
    const card = await within(screen.getByRole("main")).findByRole("alert", {}, { timeout: 5000 });
    expect(within(card).getByRole("heading", { level: 1, name: "Något gick fel" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Ladda om sidan" })).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Gå till startsidan" }).getAttribute("href")).toBe("/sli/play");
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toMatchObject({ path: "/sli/trasig?x=1", statusCode: null });
    expect((report.mock.calls[0]?.[0].error as Error).message).toBe("the page broke");
  });

  it("keeps the stack trace behind a closed disclosure", async () => {
    await renderRoutes(
      [{ element: <AppShell />, children: [{ path: "/member/trasig", ...lazyPage(async () => Broken) }] }],
      "/member/trasig",
    );
    const card = await within(screen.getByRole("main")).findByRole("alert", {}, { timeout: 5000 });
    const details = card.querySelector("details");
    expect(details?.open).toBe(false);
    expect(within(card).getByText("Visa teknisk information").tagName).toBe("SUMMARY");
    expect(details?.querySelector("pre")?.textContent).toContain("RangeError: the page broke");
    await userEvent.click(within(card).getByText("Visa teknisk information"));
    expect(details?.open).toBe(true);
  });

  it("stands on its own, as the page's main landmark, when the shell itself fails", async () => {
    await renderRoutes([{ path: "/member/play", element: <Broken />, errorElement: <RouteErrorFallback standalone /> }], "/member/play");
    const main = await screen.findByRole("main", {}, { timeout: 5000 });
    expect(within(main).getByRole("heading", { name: "Något gick fel" })).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
  });
});
