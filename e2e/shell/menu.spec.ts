import type { Locator, Page } from "@playwright/test";
import { DEMO_MENU_LINKS } from "../../src/fixtures/demo-shell";
import { expectNoAxeViolations } from "../support/axe-scan";
import { withConsentGiven } from "../support/consent";
import { readFocus, restartTabOrder, tabUntilFocused } from "../support/focus-walk";
import { expect, openSignedIn, test } from "../support/signed-in";

// Issue 8 "Web app": the header from the menu data — the 'Visa fler' overflow at the breakpoints,
// the mobile menu, the account dropdown, external links — with axe at 1280 and 375 px and a
// keyboard-only path. The seeded menu is src/fixtures/demo-shell.ts's.

/** Every link title of the seeded menu, a dropdown's children included, in menu order. */
const ALL_LINK_TITLES = DEMO_MENU_LINKS.flatMap((link) => (link.kind === "DROPDOWN" ? link.children.map((c) => c.title) : [link.title]));
const TOP_LEVEL_TITLES = DEMO_MENU_LINKS.map((link) => link.title);

test.use({ reducedMotion: "reduce" });

test.beforeEach(async ({ context, baseURL }) => {
  // The consent dialog (bottom left) is another journey's subject.
  await withConsentGiven(context, baseURL);
});

const bar = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Huvudmeny" });
const moreButton = (page: Page) => bar(page).getByRole("button", { name: "Visa fler: Öppna meny" });

/** The login page as a visitor, with the menu data in the header (its external link shows). */
async function openAt(page: Page, width: number, path = "/member/login"): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** The top-level titles shown in the bar: its links and dropdown triggers ('Visa fler' aside). */
async function barTitles(page: Page): Promise<string[]> {
  return bar(page)
    .locator(":scope > ul > li > a, :scope > ul > li > div > button")
    .evaluateAll((elements) =>
      elements
        .map((el) =>
          (el.getAttribute("aria-label") ?? el.textContent ?? "")
            .replace(/: Öppna meny$/, "")
            .replace(/ \(öppnas i ny flik\)$/, "")
            .replace(/\(öppnas i ny flik\)$/, "")
            .trim(),
        )
        .filter((title) => title !== "Visa fler"),
    );
}

/** True when nothing in the bar sticks out past its right edge (the split is right). */
async function barFits(page: Page): Promise<boolean> {
  return bar(page).evaluate((nav) => {
    const right = nav.getBoundingClientRect().right + 0.5;
    return [...nav.querySelectorAll(":scope > ul > li")].every((li) => li.getBoundingClientRect().right <= right);
  });
}

async function panelOf(trigger: Locator): Promise<Locator> {
  const id = await trigger.getAttribute("aria-controls");
  return trigger.page().locator(`[id="${id}"]`);
}

test.describe("'Visa fler' at the breakpoints (SPEC §2, §9)", () => {
  test("at 1280 px every link fits in the bar and there is no 'Visa fler'", async ({ page }) => {
    await openAt(page, 1280);
    expect(await barTitles(page)).toEqual(TOP_LEVEL_TITLES);
    await expect(moreButton(page)).toHaveCount(0);
    expect(await barFits(page)).toBe(true);
  });

  for (const width of [1000, 800]) {
    test(`at ${width} px the bar keeps what fits and 'Visa fler' holds the rest, reachable`, async ({ page }) => {
      await openAt(page, width);
      const shown = await barTitles(page);
      expect(await barFits(page)).toBe(true);
      // The bar keeps a prefix of the menu, in order.
      expect(shown).toEqual(TOP_LEVEL_TITLES.slice(0, shown.length));
      if (shown.length === TOP_LEVEL_TITLES.length) {
        await expect(moreButton(page)).toHaveCount(0);
        return;
      }
      await moreButton(page).click();
      await expect(moreButton(page)).toHaveAttribute("aria-expanded", "true");
      const panel = await panelOf(moreButton(page));
      await expect(panel).toBeVisible();
      const moved = DEMO_MENU_LINKS.slice(shown.length).flatMap((link) => (link.kind === "DROPDOWN" ? link.children : [link]));
      for (const link of moved) await expect(panel.getByRole("link", { name: link.title })).toBeVisible();
      // A moved link is followed like any other.
      const target = moved.find((link) => link.kind === "PAGE" || link.kind === "APP");
      if (target) {
        await panel.getByRole("link", { name: target.title, exact: true }).click();
        await expect(page).not.toHaveURL(/\/member\/login$/);
        await expect(panel).toBeHidden();
      }
    });
  }

  test("at 800 px something moves into 'Visa fler'", async ({ page }) => {
    await openAt(page, 800);
    await expect(moreButton(page)).toBeVisible();
  });

  test("is recalculated when the window narrows across the breakpoints and widens again", async ({ page }) => {
    await openAt(page, 1280);
    await expect(moreButton(page)).toHaveCount(0);
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(moreButton(page)).toBeVisible();
    expect(await barFits(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(moreButton(page)).toHaveCount(0);
    expect(await barTitles(page)).toEqual(TOP_LEVEL_TITLES);
  });
});

test.describe("dropdowns and external links", () => {
  test("an external link opens in a new tab and says so", async ({ page }) => {
    await openAt(page, 1280);
    const support = bar(page).getByRole("link", { name: "Support (öppnas i ny flik)" });
    await expect(support).toHaveAttribute("target", "_blank");
    await expect(support).toHaveAttribute("rel", /noopener/);
  });

  test("a dropdown closes on a click outside it (SPEC §4)", async ({ page }) => {
    await openAt(page, 1280);
    const trigger = bar(page).getByRole("button", { name: "Hitta mer: Öppna meny" });
    await trigger.click();
    const panel = await panelOf(trigger);
    await expect(panel.getByRole("link", { name: "Alla serier" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("the keyboard alone opens a dropdown, walks its links, closes it with Escape and follows a link", async ({ page }) => {
    await openAt(page, 1280);
    await restartTabOrder(page);
    const trigger = bar(page).getByRole("button", { name: "Hitta mer: Öppna meny" });
    await tabUntilFocused(page, trigger);
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const panel = await panelOf(trigger);
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Alla serier" })).toBeFocused();
    const stop = await readFocus(page);
    expect(stop?.focusVisible && stop.visibleIndicator, "focus is visible inside the dropdown").toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Kom igång" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/member\/pages\/kom-igang$/);
    await expect(panel).toBeHidden();
  });

  test("the keyboard reaches the links moved into 'Visa fler' at 800 px", async ({ page }) => {
    await openAt(page, 800);
    await restartTabOrder(page);
    await tabUntilFocused(page, moreButton(page));
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const panel = await panelOf(moreButton(page));
    await expect(panel.getByRole("link").first()).toBeFocused();
  });
});

test.describe("the mobile menu at 375 px (SPEC §2)", () => {
  test("opens with every link of the menu and closes on route change", async ({ page }) => {
    await openAt(page, 375);
    await expect(bar(page)).toBeHidden();
    await page.getByRole("button", { name: "Visa menyn" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    const titles = await menu
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.textContent?.replace("(öppnas i ny flik)", "").trim()));
    expect(titles).toEqual(ALL_LINK_TITLES);
    await menu.getByRole("link", { name: "Om Skolmedia" }).click();
    await expect(page).toHaveURL(/\/member\/pages\/om-oss$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Visa menyn" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("signed in as a teacher", () => {
  test.use({ signedInAs: "teacher" });

  test("the account dropdown shows name, school and the typed links; the shortcut and cart icons show", async ({ page }) => {
    await openSignedIn(page, "/member/play");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Mina samlingar" })).toHaveAttribute("href", "/member/collections");
    await expect(header.getByRole("link", { name: "Varukorg" })).toHaveAttribute("href", "/member/boka/cart");
    await header.getByRole("button", { name: "Konto: Öppna meny" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("group", { name: /Lena Lärare/ })).toBeVisible();
    await expect(menu.getByText("Norra Real")).toBeVisible();
    await expect(menu.getByRole("menuitem")).toHaveText(["Inställningar", "Elevadministration", "Logga ut"]);
    await expect(menu.getByRole("menuitem", { name: "Logga ut" })).toHaveAttribute("href", "/member/logout?next=%2Fmember%2Fplay");
  });
});

// For a look by eye (issue 8 review): /tmp/h2a-*.png.
test.describe("screenshots of the header", () => {
  for (const width of [1280, 375]) {
    test(`at ${width} px, as a visitor`, async ({ page }) => {
      await openAt(page, width, "/member/play");
      await page.getByRole("banner").screenshot({ path: `/tmp/h2a-header-${width}-visitor.png` });
      if (width === 375) {
        await page.getByRole("button", { name: "Visa menyn" }).click();
        await page.screenshot({ path: `/tmp/h2a-header-${width}-mobile-open.png` });
        return;
      }
      await page.setViewportSize({ width: 800, height: 800 });
      await moreButton(page).click();
      await page.screenshot({ path: "/tmp/h2a-header-800-more-open.png", clip: { x: 0, y: 0, width: 800, height: 500 } });
    });
  }

  test.describe("as a teacher", () => {
    test.use({ signedInAs: "teacher" });

    for (const width of [1280, 375]) {
      test(`at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await openSignedIn(page, "/member/play");
        await page.getByRole("banner").screenshot({ path: `/tmp/h2a-header-${width}-teacher.png` });
        await page.getByRole("button", { name: "Konto: Öppna meny" }).click();
        await expect(page.getByRole("menuitem", { name: "Logga ut" })).toBeVisible();
        await page.screenshot({ path: `/tmp/h2a-header-${width}-account-open.png`, clip: { x: 0, y: 0, width, height: 450 } });
      });
    }
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`axe WCAG 2.1 AA on the menus at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a visitor's header with its menu open", async ({ page }) => {
      await openAt(page, viewport.width);
      await expectNoAxeViolations(page, "the header with the menu data");
      if (viewport.width >= 768) {
        await bar(page).getByRole("button", { name: "Hitta mer: Öppna meny" }).click();
        await expect(bar(page).getByRole("link", { name: "Alla serier" })).toBeVisible();
        await expectNoAxeViolations(page, "the 'Hitta mer' dropdown open");
      } else {
        await page.getByRole("button", { name: "Visa menyn" }).click();
        await expect(page.locator("#mobile-menu")).toBeVisible();
        await expectNoAxeViolations(page, "the mobile menu open");
      }
    });

    test.describe("signed in as a teacher", () => {
      test.use({ signedInAs: "teacher" });

      test("the account dropdown open", async ({ page }) => {
        await openSignedIn(page, "/member/play");
        await page.getByRole("button", { name: "Konto: Öppna meny" }).click();
        await expect(page.getByRole("menuitem", { name: "Logga ut" })).toBeVisible();
        await expectNoAxeViolations(page, "the account dropdown open");
      });
    });
  });
}
