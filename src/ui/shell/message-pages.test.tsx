// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "../app/render-app.test-helper";
import { AppProviders } from "../app/app-providers";
import { createI18n } from "../i18n/i18n";
import { MaintenanceNotice } from "./maintenance-notice";
import { RootStore } from "../../application/root.store";
import { createAppContainer } from "../composition-root";

afterEach(cleanup);

describe("the SSO error page (SPEC §2, §8)", () => {
  it("says single sign-on failed and leads to the login page", async () => {
    const app = await renderApp("/sso-error/abcdef123456");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Det gick inte att logga in med enkel inloggning.");
    expect(screen.getByRole("link", { name: "Gå till inloggningen" }).getAttribute("href")).toBe("/member/login");
    await act(() => app.router.navigate("/sso-error/abcdef123456?reseller=sli"));
    // SPEC §2: the reseller-prefixed login is only for member and root.
    expect(screen.getByRole("link", { name: "Gå till inloggningen" }).getAttribute("href")).toBe("/login");
  });

  it("speaks the SPEC's English", async () => {
    const app = await renderApp("/sso-error/abcdef123456", "default", { i18n: createI18n("en") });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Unable to log in with Single sign-on.");
    expect(screen.getByRole("link", { name: "Go to login" })).toBeTruthy();
    expect(app.location()).toBe("/sso-error/abcdef123456");
  });
});

describe("the bare reseller page /{reseller}", () => {
  it("shows the reseller's Play start page in place, without a redirect", async () => {
    const app = await renderApp("/sli");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Play – film och ljud för skolan");
    expect(app.location()).toBe("/sli");
  });

  it("is not found for a segment that is a page of its own, never a reseller", async () => {
    await renderApp("/unsubscribe");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Vi kan inte hitta någon sida med den adressen!");
  });
});

describe("the maintenance notice (SPEC §8)", () => {
  async function renderNotice(language: "sv" | "en", headingLevel?: "h1" | "h2") {
    const container = await createAppContainer({ apiBaseUrl: "", backend: "memory", brand: "default" }, { platform: "memory" });
    render(
      <AppProviders root={container.get(RootStore)} i18n={createI18n(language)} brand="default">
        <MaintenanceNotice headingLevel={headingLevel} />
      </AppProviders>,
    );
  }

  it("says 'Sidan uppdateras!' as a section heading by default", async () => {
    await renderNotice("sv");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Sidan uppdateras!");
    expect(screen.getByRole("region", { name: "Sidan uppdateras!" })).toBeTruthy();
  });

  it("says 'Page is being updated!' in English, as the page's heading when it is the page", async () => {
    await renderNotice("en", "h1");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page is being updated!");
  });
});
