import { mkdirSync } from "node:fs";
import { expect, openSignedIn, test } from "./support/signed-in";

// Screenshots for a human look (not compared, not committed): login and play, desktop and phone.
const SCREENS_DIR = "test-results/screens";
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 812 },
] as const;

test.beforeAll(() => mkdirSync(SCREENS_DIR, { recursive: true }));

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the login page renders without sideways scrolling", async ({ page }) => {
      await page.goto("/member/login");
      await expect(page.getByRole("heading", { level: 1, name: "Logga in" })).toBeVisible();
      await page.screenshot({ path: `${SCREENS_DIR}/login-${viewport.name}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test.describe("signed in as a teacher", () => {
      test.use({ signedInAs: "teacher" });

      test("play renders without sideways scrolling", async ({ page }) => {
        await openSignedIn(page, "/member/play");
        await expect(page.getByRole("heading", { name: "Välkommen till Play" })).toBeVisible();
        await expect(page.getByText("Du är inloggad som lärare.")).toBeVisible();
        await page.screenshot({ path: `${SCREENS_DIR}/play-${viewport.name}.png`, fullPage: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });
    });
  });
}
