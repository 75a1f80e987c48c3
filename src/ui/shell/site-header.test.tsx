// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { runInAction } from "mobx";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../fixtures/demo-accounts";
import { renderApp, renderSignedInApp } from "../app/render-app.test-helper";

// jsdom has no matchMedia; the pages' carousels ask for it.
beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

// jsdom applies no media queries: the desktop bar (display: none below MD) would stay hidden, as at a
// phone's width. Shown here as at 1024 px, the width jsdom reports.
beforeAll(() => {
  const style = document.createElement("style");
  style.textContent = 'header nav[aria-label="Huvudmeny"]:not(#mobile-menu) { display: block !important; }';
  document.head.append(style);
});

afterEach(cleanup);

const header = () => within(screen.getByRole("banner"));
const nav = () => within(header().getByRole("navigation", { name: "Huvudmeny" }));

/** The app at `path`, once the shell's data has arrived. */
async function visitorAt(path: string) {
  const app = await renderApp(path);
  await act(() => app.root.shell.idle());
  return app;
}

async function signedInAt(path: string, email: string) {
  const app = await renderSignedInApp(path, email);
  await act(() => app.root.shell.idle());
  return app;
}

describe("the top menu from the menu data (SPEC §2, §3)", () => {
  it("links the apps' start pages, the CMS page by slug, and another site in a new tab, saying so", async () => {
    await visitorAt("/sli/login");
    expect(nav().getByRole("link", { name: "Läshörnan" }).getAttribute("href")).toBe("/sli/lashornan");
    expect(nav().getByRole("link", { name: "Om Skolmedia" }).getAttribute("href")).toBe("/sli/pages/om-oss");
    const support = nav().getByRole("link", { name: "Support (öppnas i ny flik)" });
    expect(support.getAttribute("href")).toBe("https://support.skolmedia.example/");
    expect(support.getAttribute("target")).toBe("_blank");
    expect(support.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("opens a dropdown named 'Öppna meny' with its links, including the search filter link", async () => {
    const app = await visitorAt("/member/login");
    const trigger = nav().getByRole("button", { name: "Hitta mer: Öppna meny" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    await app.user.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
    expect(panel?.hidden).toBe(false);
    expect(within(panel!).getByRole("link", { name: "Alla serier" }).getAttribute("href")).toMatch(/^\/member\/play\/search\?.*type=29/);
    expect(within(panel!).getByRole("link", { name: "Skolverket (öppnas i ny flik)" }).getAttribute("target")).toBe("_blank");
  });

  it("closes a dropdown on Escape, giving focus back to its trigger, and on a click outside (SPEC §4)", async () => {
    const app = await visitorAt("/member/login");
    const trigger = nav().getByRole("button", { name: "Hitta mer: Öppna meny" });
    await app.user.click(trigger);
    await app.user.tab();
    expect(document.activeElement?.textContent).toBe("Alla serier");
    await app.user.keyboard("{Escape}");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(trigger);
    await app.user.click(trigger);
    await app.user.click(screen.getByRole("main"));
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes a dropdown when Tab leaves it", async () => {
    const app = await visitorAt("/member/login");
    const trigger = nav().getByRole("button", { name: "Hitta mer: Öppna meny" });
    await app.user.click(trigger);
    await app.user.tab();
    await app.user.tab();
    await app.user.tab();
    await app.user.tab();
    expect(document.activeElement?.textContent).toContain("Support");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });

  it("shows the apps' start pages on the cached home route, which fetches no menu (SPEC §2)", async () => {
    await visitorAt("/");
    expect(
      nav()
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/member/play", "/member/boka", "/member/lashornan"]);
    expect(nav().queryByRole("button", { name: /Hitta mer/ })).toBeNull();
  });

  it("takes the logotype's target from the menu data", async () => {
    await visitorAt("/sli/login");
    expect(header().getByRole("link", { name: "Skolmedia – till startsidan" }).getAttribute("href")).toBe("/sli/play");
  });
});

describe("the login and signup buttons (SPEC §6, the reseller config's showLoginButtons)", () => {
  it("shows both to a visitor of a reseller that has them, but no login button on the login page", async () => {
    await visitorAt("/member/pages/om-oss");
    expect(header().getByRole("link", { name: "Logga in" }).getAttribute("href")).toBe("/member/login?next=%2Fmember%2Fpages%2Fom-oss");
    cleanup();
    await visitorAt("/member/login");
    expect(header().queryByRole("link", { name: "Logga in" })).toBeNull();
    expect(header().getByText("Skapa konto").closest("a")?.getAttribute("href")).toBe("/member/signup");
  });

  it("shows neither on the film-library reseller, whose brand then themes the page (SPEC §1)", async () => {
    const app = await visitorAt("/kulturskolan-nord/pages/om-oss");
    expect(app.root.shell.brand).toBe("film-library");
    expect(header().queryByRole("link", { name: "Logga in" })).toBeNull();
    expect(header().queryByText("Skapa konto")).toBeNull();
    expect(header().getByRole("link", { name: "Skolmedia – till startsidan" }).textContent).toBe("Filmbiblioteket");
  });
});

describe("the account dropdown (SPEC §6: with a token and the menu data)", () => {
  it("lists a teacher's name, school and typed links, logout carrying the page as next", async () => {
    const app = await signedInAt("/member/404", DEMO_ACCOUNTS.teacher.email);
    await app.user.click(await header().findByRole("button", { name: "Konto: Öppna meny" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("group", { name: "Lena Lärare Norra Real" })).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => [item.textContent, item.getAttribute("href")]),
    ).toEqual([
      ["Inställningar", "/member/settings"],
      ["Elevadministration", "/member/administrate-students"],
      ["Logga ut", "/member/logout?next=%2Fmember%2F404"],
    ]);
    expect(within(menu).getByRole("separator")).toBeTruthy();
  });

  it("shows the pending-students badge with a label that says what it counts", async () => {
    const app = await signedInAt("/member/404", DEMO_ACCOUNTS.teacher.email);
    const menuData = app.root.shell.menu!;
    act(() =>
      runInAction(
        () => (app.root.shell.menu = { ...menuData, accountDropdown: { ...menuData.accountDropdown!, pendingStudentsCount: 3 } }),
      ),
    );
    await app.user.click(header().getByRole("button", { name: "Konto: Öppna meny" }));
    // The badge's figure is for the eye (aria-hidden); screen readers hear what it counts.
    expect(await screen.findByRole("menuitem", { name: "Elevadministration, 3 elever väntar på godkännande" })).toBeTruthy();
  });

  it("gives a teacher the collections shortcut and the cart, a student the favourites shortcut and no cart", async () => {
    await signedInAt("/member/404", DEMO_ACCOUNTS.teacher.email);
    expect(header().getByRole("link", { name: "Mina samlingar" }).getAttribute("href")).toBe("/member/collections");
    expect(header().getByRole("link", { name: "Varukorg" }).getAttribute("href")).toBe("/member/boka/cart");
    cleanup();
    await signedInAt("/member/404", DEMO_ACCOUNTS.student.email);
    expect(header().getByRole("link", { name: "Mina favoriter" }).getAttribute("href")).toBe("/member/collections/my-favorites");
    expect(header().queryByRole("link", { name: "Varukorg" })).toBeNull();
  });

  it("is not shown while the menu data has no account dropdown", async () => {
    const app = await signedInAt("/member/404", DEMO_ACCOUNTS.teacher.email);
    const menuData = app.root.shell.menu!;
    act(() => runInAction(() => (app.root.shell.menu = { ...menuData, accountDropdown: null })));
    expect(header().queryByRole("button", { name: "Konto: Öppna meny" })).toBeNull();
  });
});

describe("the mobile menu (SPEC §2)", () => {
  it("lists every link, a dropdown's under its title, and closes on Escape with focus on its button", async () => {
    const app = await visitorAt("/member/login");
    await app.user.click(header().getByRole("button", { name: "Visa menyn" }));
    const mobile = within(document.getElementById("mobile-menu")!);
    expect(mobile.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Play",
      "Boka",
      "Läshörnan",
      "Om Skolmedia",
      "Alla serier",
      "Kom igång",
      "Skolverket (öppnas i ny flik)",
      "Support (öppnas i ny flik)",
    ]);
    expect(mobile.getByRole("list", { name: "Hitta mer" })).toBeTruthy();
    await app.user.keyboard("{Escape}");
    expect(document.getElementById("mobile-menu")).toBeNull();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Visa menyn");
  });

  it("closes when a link is followed (route change)", async () => {
    const app = await visitorAt("/member/login");
    await app.user.click(header().getByRole("button", { name: "Visa menyn" }));
    await app.user.click(within(document.getElementById("mobile-menu")!).getByRole("link", { name: "Om Skolmedia" }));
    await waitFor(() => expect(app.location()).toBe("/member/pages/om-oss"));
    await waitFor(() => expect(document.getElementById("mobile-menu")).toBeNull());
  });
});

describe("the footer from the footer data (SPEC §2, §3)", () => {
  it("links the CMS pages and has the logotype link to the about page", async () => {
    await visitorAt("/sli/login");
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Filmbiblioteket", "/sli/pages/om-oss"],
      ["Om Skolmedia", "/sli/pages/om-oss"],
      ["Användarvillkor", "/sli/pages/anvandarvillkor"],
      ["Integritetspolicy", "/sli/pages/integritetspolicy"],
    ]);
  });
});
