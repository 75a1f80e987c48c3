import type { Page } from "@playwright/test";
import { expect, test } from "../support/signed-in";
import { expectNoAxeViolations } from "../support/axe-scan";
import { readFocus, tabUntilFocused } from "../support/focus-walk";

// Issue 8: "an alert strip shown and dismissed across reloads", the network strips, axe at 1280
// and 375 px. The seed lays the demo strips out around its start (src/fixtures/demo-shell.ts): the
// INFO strip "Nytt denna termin…" is current, so is the COOKIE one, and the WARNING one is inside
// its 2-hour lead (SPEC §4).

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 812 },
] as const;

const INFO_STRIP = /Nytt denna termin/;

function alertRegion(page: Page) {
  return page.getByRole("region", { name: "Viktiga meddelanden" });
}

function infoStrip(page: Page) {
  return alertRegion(page).locator("[data-kind=INFO]");
}

async function openPlay(page: Page): Promise<void> {
  await page.goto("/member/play");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(infoStrip(page)).toBeVisible();
}

test.describe("alert strips (SPEC §3, §4, §9)", () => {
  test("a strip is shown with its kind, dismissed, and stays dismissed after a reload", async ({ page }) => {
    await openPlay(page);
    await expect(infoStrip(page)).toContainText(INFO_STRIP);
    // SPEC §9: a 5 px coloured left border.
    await expect(infoStrip(page)).toHaveCSS("border-left-width", "5px");
    await expect(infoStrip(page).getByRole("link", { name: /Läs mer/ })).toHaveAttribute("target", "_blank");
    const kinds = await alertRegion(page)
      .locator("[data-kind]")
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-kind")));
    expect(kinds).toEqual(["INFO", "COOKIE", "WARNING"]);

    await infoStrip(page).getByRole("button", { name: "Stäng rutan" }).click();
    await expect(page.getByText(INFO_STRIP)).toHaveCount(0);
    // SPEC §3: kept locally as {alertId, expiresAt}.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("skolmedia.dismissedAlerts") ?? "[]") as unknown[]);
    expect(stored).toEqual([{ alertId: expect.any(Number), expiresAt: expect.any(String) }]);

    await page.reload();
    await expect(alertRegion(page).locator("[data-kind=COOKIE]")).toBeVisible();
    await expect(page.getByText(INFO_STRIP)).toHaveCount(0);
  });

  test("a strip can be dismissed with the keyboard alone, and focus stays in the strips", async ({ page }) => {
    await openPlay(page);
    const close = infoStrip(page).getByRole("button", { name: "Stäng rutan" });
    await tabUntilFocused(page, close);
    const focus = await readFocus(page);
    expect(focus?.focusVisible && focus.visibleIndicator, "the close button shows its focus").toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.getByText(INFO_STRIP)).toHaveCount(0);
    // Focus moved on to the next strip's close button, not lost to the page.
    await expect(alertRegion(page).locator("[data-kind=COOKIE]").getByRole("button", { name: "Stäng rutan" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(alertRegion(page).locator("[data-kind=COOKIE]")).toHaveCount(0);
  });

  test("no strip is fetched on the cached home route / (SPEC §2)", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/v1/cms/alert-strips")) asked.push(request.url());
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(alertRegion(page)).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  for (const viewport of VIEWPORTS) {
    test(`the strips pass axe at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openPlay(page);
      await expect(alertRegion(page).locator("[data-kind]")).toHaveCount(3);
      await alertRegion(page).screenshot({ path: `/tmp/h2b-alert-strips-${viewport.width}.png` });
      await page.screenshot({ path: `/tmp/h2b-page-${viewport.width}.png` });
      await expectNoAxeViolations(page, `alert strips at ${viewport.width} px`);
    });
  }
});

test.describe("network strips (SPEC §4, §7, §8, §9)", () => {
  for (const viewport of VIEWPORTS) {
    test(`the poll shows lost, unreachable and back at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // Playwright's fake clock drives the app's 15 s poll (SPEC §9) without waiting for it.
      await page.clock.install();
      await openPlay(page);
      await page.route("**/v1/test", (route) => route.abort("internetdisconnected"));

      await page.clock.fastForward(15_000);
      const lost = page.getByRole("alert").filter({ hasText: "Frånkopplad från nätverket!" });
      await expect(lost).toBeVisible();
      await page.screenshot({ path: `/tmp/h2b-network-lost-${viewport.width}.png` });
      await expectNoAxeViolations(page, `network strip 'lost' at ${viewport.width} px`);

      await page.clock.fastForward(15_000);
      await expect(page.getByRole("alert").filter({ hasText: "Kan inte ansluta till internet!" })).toBeVisible();

      await page.unroute("**/v1/test");
      await page.clock.fastForward(15_000);
      const back = page.getByRole("status").filter({ hasText: "Din internetanslutning är tillbaka!" });
      await expect(back).toBeVisible();
      await page.screenshot({ path: `/tmp/h2b-network-back-${viewport.width}.png` });
      // Decision: the 'back' strip goes after 5 s.
      await page.clock.fastForward(5_000);
      await expect(back).toHaveCount(0);
    });
  }
});
