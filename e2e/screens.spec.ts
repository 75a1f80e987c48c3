import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { logInAs } from "./support/login-page";
import { DEMO_ACCOUNTS } from "../src/fixtures/demo-accounts";

const { teacher } = DEMO_ACCOUNTS;

// Screenshots for a human look (not compared, not committed): login and play, desktop and phone.
const SCREENS_DIR = "test-results/screens";
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 812 },
] as const;

test.beforeAll(() => mkdirSync(SCREENS_DIR, { recursive: true }));

for (const viewport of VIEWPORTS) {
  test(`login and play render at ${viewport.width}x${viewport.height} without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto("/member/login");
    await expect(page.getByRole("heading", { level: 1, name: "Logga in" })).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/login-${viewport.name}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await logInAs(page, teacher.email);
    await expect(page).toHaveURL(/\/member\/play$/);
    await expect(page.getByRole("heading", { level: 1, name: "Välkommen till Play" })).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/play-${viewport.name}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
