// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../fixtures/demo-accounts";
import { renderApp, renderSignedInApp } from "../app/render-app.test-helper";

afterEach(cleanup);

describe("shell", () => {
  it("shows login and signup buttons to a visitor on the default brand", async () => {
    await renderApp("/member/play");
    const header = within(screen.getByRole("banner"));
    expect(header.getByRole("link", { name: "Logga in" }).getAttribute("href")).toBe("/member/login?next=%2Fmember%2Fplay");
    // Hidden below the sm breakpoint; jsdom applies no media queries, so look it up by text.
    expect(header.getByText("Skapa konto").closest("a")?.getAttribute("href")).toBe("/member/signup");
    expect(screen.queryByRole("button", { name: /Öppna meny/ })).toBeNull();
  });

  it("shows no login buttons in the header of a film-library reseller (SPEC §6: two of the brands)", async () => {
    const app = await renderApp("/kulturskolan-nord/play");
    await act(() => app.root.shell.idle());
    expect(within(screen.getByRole("banner")).queryByRole("link", { name: "Logga in" })).toBeNull();
  });

  it("shows the account dropdown 'Öppna meny' with the menu data's links when logged in", async () => {
    const app = await renderSignedInApp("/member/play");
    await app.user.click(await screen.findByRole("button", { name: "Konto: Öppna meny" }));
    expect((await screen.findByRole("menuitem", { name: "Inställningar" })).getAttribute("href")).toBe("/member/settings");
    expect(screen.getByRole("menuitem", { name: "Elevadministration" }).getAttribute("href")).toBe("/member/administrate-students");
    expect(screen.getByRole("menuitem", { name: "Logga ut" }).getAttribute("href")).toBe("/member/logout?next=%2Fmember%2Fplay");
  });

  it("offers a teacher with two profiles the profile chooser in the account dropdown", async () => {
    const app = await renderSignedInApp("/member/play", DEMO_ACCOUNTS.profiler.email);
    await app.user.click(await screen.findByRole("button", { name: "Konto: Öppna meny" }));
    expect((await screen.findByRole("menuitem", { name: "Byt profil" })).getAttribute("href")).toBe("/profiles");
  });

  it("logs out from the logout route: tokens gone, store cleared, sent to login", async () => {
    const app = await renderSignedInApp("/member/logout?next=%2Fmember%2Fplay");
    await waitFor(() => expect(app.root.session.isLoggedIn).toBe(false));
    expect(await within(screen.getByRole("banner")).findByRole("link", { name: "Logga in" })).toBeTruthy();
  });

  it("has a skip link that moves focus to the main content", async () => {
    const app = await renderApp("/member/play");
    await app.user.click(screen.getByRole("link", { name: "Hoppa till innehållet" }));
    expect(document.activeElement?.id).toBe("main-content");
  });

  it("moves focus to the new page's heading and closes the mobile menu after a route change", async () => {
    const app = await renderApp("/member/play");
    act(() => app.root.ui.setMobileMenuOpen(true));
    await act(() => app.router.navigate("/member/login"));
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Logga in"));
    expect(document.activeElement?.tagName).toBe("H1");
    expect(app.root.ui.isMobileMenuOpen).toBe(false);
  });

  it("hides header and footer in fullscreen mode (SPEC §2)", async () => {
    const app = await renderApp("/member/play");
    expect(screen.getByRole("banner")).toBeTruthy();
    act(() => app.root.ui.setFullscreen(true));
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  it("shows the not-found page for an unknown address and an unknown app", async () => {
    const app = await renderApp("/member/no-such-app");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Vi kan inte hitta någon sida med den adressen!");
    await act(() => app.router.navigate("/a/b/c/d"));
    expect(screen.getByRole("button", { name: "Gå tillbaka" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Gå till startsidan" }).getAttribute("href")).toBe("/a/play");
  });

  it("switches the language to English from the footer", async () => {
    const app = await renderApp("/member/play");
    expect(screen.getByRole("link", { name: "Skolmedia – till startsidan" })).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "In English" }));
    // The page's own words are the CMS's (Swedish); the app's words follow the language.
    // The English texts arrive with their namespace: wait for them.
    expect(await screen.findByRole("link", { name: "Skolmedia – to the start page" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Skolmedia – till startsidan" })).toBeNull();
    expect(screen.getByRole("button", { name: "På svenska" })).toBeTruthy();
  });

  it("sends a logged-in user from / to /{reseller}/play (SPEC §2)", async () => {
    const app = await renderSignedInApp("/");
    await waitFor(() => expect(app.location()).toBe("/member/play"));
  });
});

describe("profiles page", () => {
  it("lists the token's profiles and switches with changeProfile, going on to next", async () => {
    const { profiler } = DEMO_ACCOUNTS;
    const [, second] = profiler.profiles;
    const app = await renderSignedInApp("/profiles?next=%2Fmember%2Fboka", profiler.email);
    await app.user.click(screen.getByRole("button", { name: `Använd ${second.name}` }));
    await waitFor(() => expect(app.location()).toBe("/member/boka"));
    expect(app.root.session.claims?.profiles.find((p) => p.isActive)?.id).toBe(second.id);
  });

  it("sends a visitor to login with /profiles as next", async () => {
    const app = await renderApp("/profiles");
    await waitFor(() => expect(app.location()).toBe("/member/login?next=%2Fprofiles"));
  });
});
