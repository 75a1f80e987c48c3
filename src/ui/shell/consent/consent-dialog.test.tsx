// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../../fixtures/demo-accounts";
import { renderApp, renderSignedInApp } from "../../app/render-app.test-helper";

afterEach(cleanup);

type App = Awaited<ReturnType<typeof renderApp>>;

/** The shell loads the reseller's config (GET /v1/config/{reseller}); the dialog decides from it. */
async function withConfig(app: App, reseller: string): Promise<HTMLElement> {
  await act(() => app.root.shell.load(reseller, { cachedRoute: false }));
  return screen.findByRole("dialog", { name: /kakor/ });
}

describe("the consent dialog (SPEC §4)", () => {
  it("opens without a cookie, non-modal, with 'accept all' and 'settings'; accepting all keeps the offered options", async () => {
    const app = await renderApp("/member/play");
    const dialog = await withConfig(app, "member");
    expect(dialog.getAttribute("aria-modal")).toBe("false");
    expect(within(dialog).getByRole("heading", { name: "Vi använder kakor" })).toBeTruthy();
    // member has no tracking ids: marketing is offered, analytics is not (SPEC §6).
    expect(dialog.textContent).toContain("marknadsföring");
    await app.user.click(within(dialog).getByRole("button", { name: "Godkänn alla" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(app.root.consent.stored).toEqual({ GENERAL_CONSENT: true, ANALYTICS_CONSENT: false, MARKETING_CONSENT: true });
    // Focus is not lost with the dialog: it goes to the page.
    expect(document.activeElement?.id).toBe("main-content");
  });

  it("lists the offered categories in the settings, necessary on and disabled, and saves the toggles", async () => {
    const app = await renderApp("/kulturskolan-nord/play");
    const dialog = await withConfig(app, "kulturskolan-nord");
    await app.user.click(within(dialog).getByRole("button", { name: "Inställningar" }));
    const settings = screen.getByRole("dialog", { name: "Inställningar för kakor" });
    expect(document.activeElement?.textContent).toBe("Inställningar för kakor");
    const necessary = within(settings).getByRole("checkbox", { name: /Nödvändiga/ });
    expect((necessary as HTMLInputElement).checked).toBe(true);
    expect((necessary as HTMLInputElement).disabled).toBe(true);
    // A customer reseller with tracking ids: analytics yes, marketing no (SPEC §6).
    const analytics = within(settings).getByRole("checkbox", { name: "Statistik" });
    expect((analytics as HTMLInputElement).checked).toBe(false);
    expect(analytics.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(settings).queryByRole("checkbox", { name: "Marknadsföring" })).toBeNull();

    await app.user.click(analytics);
    await app.user.click(within(settings).getByRole("button", { name: "Spara inställningar" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(app.root.consent.stored).toEqual({ GENERAL_CONSENT: true, ANALYTICS_CONSENT: true, MARKETING_CONSENT: false });
  });

  it("goes back from the settings with Escape, and closes without a choice on a second Escape", async () => {
    const app = await renderApp("/member/play");
    const dialog = await withConfig(app, "member");
    await app.user.click(within(dialog).getByRole("button", { name: "Inställningar" }));
    await app.user.keyboard("{Escape}");
    expect(document.activeElement?.textContent).toBe("Inställningar");
    await app.user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(app.root.consent.stored).toBeNull();
  });

  it("offers a student nothing but the necessary cookies (SPEC §6)", async () => {
    const app = await renderSignedInApp("/member/play", DEMO_ACCOUNTS.student.email);
    const dialog = await withConfig(app, "member");
    expect(within(dialog).queryByRole("button", { name: "Godkänn alla" })).toBeNull();
    await app.user.click(within(dialog).getByRole("button", { name: "Inställningar" }));
    const settings = screen.getByRole("dialog");
    expect(
      within(settings)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("aria-describedby") !== null),
    ).toEqual([true]);
    expect(within(settings).queryByRole("checkbox", { name: /Statistik|Marknadsföring/ })).toBeNull();
  });

  it("is modal with a background overlay on promotion pages, with focus inside (SPEC §4)", async () => {
    const app = await renderApp("/promo/sommarlov");
    const dialog = await withConfig(app, "member");
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByTestId("consent-overlay")).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Vi använder kakor"));
    // Tab stays inside the dialog.
    await app.user.tab();
    await app.user.tab();
    await app.user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("stays closed once consent is stored for the reseller", async () => {
    const app = await renderApp("/member/play");
    await withConfig(app, "member");
    act(() => app.root.consent.acceptAll());
    await act(() => app.router.navigate("/member/boka"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
