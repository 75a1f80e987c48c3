import type { Page } from "@playwright/test";
import { interactiveElementsIn, readFocus, tabUntilFocused, walkTabStops, type TabStop } from "./support/focus-walk";
import { LoginPage } from "./support/login-page";
import { expect, openSignedIn, test } from "./support/signed-in";

/** A signed-in teacher's start page, from the run's stored state (support/signed-in.ts). */
async function openPlayAsTeacher(page: Page): Promise<void> {
  await openSignedIn(page, "/member/play");
  await expect(page.getByText("Du är inloggad som lärare.")).toBeVisible();
}

// WCAG 2.1.1 (keyboard), 2.4.7 (focus visible) and 2.4.3 (focus order) on the shell and login page.

function withoutIndicator(stops: readonly TabStop[]): string[] {
  return stops
    .filter((stop) => !stop.focusVisible || !stop.visibleIndicator)
    .map((stop) => `${stop.element} (:focus-visible=${stop.focusVisible}, outline=${stop.outline}, box-shadow=${stop.boxShadow})`);
}

async function expectEveryStopVisiblyFocused(page: Page, landmarks: readonly string[]): Promise<void> {
  const expected = await interactiveElementsIn(page, landmarks);
  const stops = await walkTabStops(page);
  expect(withoutIndicator(stops), "Tab stops without a visible :focus-visible outline or box-shadow").toEqual([]);
  // Every control in these landmarks is a Tab stop (nothing is skipped or mouse-only).
  const reached = new Set(stops.map((stop) => stop.element));
  expect(
    expected.filter((element) => !reached.has(element)),
    "controls never reached with Tab",
  ).toEqual([]);
  expect(expected.length).toBeGreaterThan(0);
}

test.describe("focus is visible on every Tab stop", () => {
  test("the login page and its header, as a visitor", async ({ page }) => {
    await new LoginPage(page).open();
    await expectEveryStopVisiblyFocused(page, ["header", "main"]);
  });

  test("the login page with field errors shown", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.submit.click();
    await expect(login.email).toHaveAttribute("aria-invalid", "true");
    await expectEveryStopVisiblyFocused(page, ["header", "main"]);
  });

  test.describe("signed in as a teacher", () => {
    test.use({ signedInAs: "teacher" });

    test("the header of a logged-in teacher (nav links and account menu trigger)", async ({ page }) => {
      await openPlayAsTeacher(page);
      await expectEveryStopVisiblyFocused(page, ["header"]);
    });
  });

  test("the header on a phone, with the mobile menu open", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await new LoginPage(page).open();
    await page.getByRole("button", { name: "Visa menyn" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expectEveryStopVisiblyFocused(page, ["header"]);
  });
});

/** The menu's aria-activedescendant names this item, and the item is drawn highlighted. */
async function expectActiveItem(page: Page, name: string): Promise<void> {
  const item = page.getByRole("menuitem", { name, exact: true });
  const id = await item.getAttribute("id");
  expect(id, `menu item ${name} has an id`).toBeTruthy();
  await expect(page.getByRole("menu")).toHaveAttribute("aria-activedescendant", id ?? "");
  await expect(item).toHaveAttribute("data-highlighted", "");
}

// WCAG 1.4.11 (non-text contrast, AA): the Understanding text names focus indicators; the outline
// needs 3:1 against the background it is drawn on, or it is only "visible" on paper.
test.describe("focus outlines contrast 3:1 with their background", () => {
  const lowContrast = (stops: readonly TabStop[]) =>
    stops
      .filter((stop) => stop.outlineContrast !== null && stop.outlineContrast < 3)
      .map((stop) => `${stop.region} ${stop.element}: ${stop.outlineContrast}:1 (outline ${stop.outline})`);

  test("on the login page as a visitor", async ({ page }) => {
    await new LoginPage(page).open();
    const stops = await walkTabStops(page);
    expect(stops.length).toBeGreaterThan(5);
    expect(lowContrast(stops), "focus outlines under 3:1").toEqual([]);
  });

  test.describe("signed in as a teacher", () => {
    test.use({ signedInAs: "teacher" });

    test("in the header of a logged-in teacher", async ({ page }) => {
      await openPlayAsTeacher(page);
      const stops = (await walkTabStops(page)).filter((stop) => stop.region === "header");
      expect(stops.length).toBeGreaterThan(3);
      expect(lowContrast(stops), "focus outlines under 3:1").toEqual([]);
    });
  });
});

test.describe("the account dropdown with the keyboard", () => {
  test.use({ signedInAs: "teacher" });

  for (const key of ["Enter", "Space"] as const) {
    test(`${key} opens it with focus inside, Escape closes it and focus returns to the trigger`, async ({ page }) => {
      await openPlayAsTeacher(page);
      const trigger = page.getByRole("button", { name: "Konto: Öppna meny" });
      await tabUntilFocused(page, trigger);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");

      await page.keyboard.press(key);
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("menu")).toBeVisible();
      // The menu takes focus and points at the first item (APG menu button pattern); the items
      // are reached with the arrow keys through aria-activedescendant.
      await expect(page.getByRole("menu")).toBeFocused();
      await expectActiveItem(page, "Inställningar");
      await page.keyboard.press("ArrowDown");
      // The menu data's next link for a teacher with one profile (SPEC §3 account link types).
      await expectActiveItem(page, "Elevadministration");

      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toBeHidden();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(trigger).toBeFocused();
      const stop = await readFocus(page);
      expect(stop?.focusVisible && stop.visibleIndicator, `focus indicator back on the trigger: ${JSON.stringify(stop)}`).toBe(true);
    });
  }

  test.describe("with a session of its own (logging out ends it)", () => {
    test.use({ ownSession: true });

    test("an item is chosen with Enter: Logga ut logs out", async ({ page }) => {
      await openPlayAsTeacher(page);
      const trigger = page.getByRole("button", { name: "Konto: Öppna meny" });
      await tabUntilFocused(page, trigger);
      await page.keyboard.press("Enter");
      await page.keyboard.press("End");
      await expectActiveItem(page, "Logga ut");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/member\/login(\?|$)/);
    });
  });
});

test.describe("the mobile menu with the keyboard", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("Enter opens it, Tab reaches its links, Enter follows one and the menu closes", async ({ page }) => {
    await page.goto("/member/play");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const open = page.getByRole("button", { name: "Visa menyn" });
    await tabUntilFocused(page, open);
    await expect(open).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    const close = page.getByRole("button", { name: "Stäng menyn" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(close).toBeFocused();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();

    // The menu follows its button in the Tab order (WCAG 2.4.3); it holds every link of the menu data.
    const links = menu.getByRole("link");
    await expect(links).not.toHaveCount(0);
    await page.keyboard.press("Tab");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(links.nth(1)).toBeFocused();
    const target = await links.nth(1).getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${target ?? "unreachable"}$`));
    // SPEC §2: the mobile menu closes on route change.
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Visa menyn" })).toHaveAttribute("aria-expanded", "false");
  });

  test("Space toggles it open and closed again, keeping focus on the button", async ({ page }) => {
    await new LoginPage(page).open();
    const button = page.getByRole("button", { name: "Visa menyn" });
    await tabUntilFocused(page, button);
    await page.keyboard.press("Space");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect(page.getByRole("button", { name: "Stäng menyn" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Visa menyn" })).toBeFocused();
  });
});
