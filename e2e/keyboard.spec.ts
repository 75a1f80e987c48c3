import type { Page } from "@playwright/test";
import { expect, test } from "./support/signed-in";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/fixtures/demo-accounts";
import { LoginPage } from "./support/login-page";

/** Presses Tab until the element with this accessible name has focus (at most `limit` presses). */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, limit = 40): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await isTarget()) return presses;
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
}

// SPEC §5 field behaviour and WCAG 2.1.1: the whole login works without a mouse.
test("a student logs in with the keyboard only: Tab order e-mail → password → show password → submit, Enter submits", async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await tabTo(page, () => login.email.evaluate((el) => el === document.activeElement));
  await page.keyboard.type(DEMO_ACCOUNTS.student.email);

  await page.keyboard.press("Tab");
  await expect(login.password).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);

  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Visa lösenord" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(login.submit).toBeFocused();

  // Enter in a field submits the form.
  await login.password.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/member\/play$/);
  await expect(page.getByText("Du är inloggad som elev.")).toBeVisible();
});

test("the skip link is the first Tab stop and moves focus to the main content", async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Hoppa till innehållet" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  // The next Tab stop is inside the page content, past the header.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("main").getByLabel("E-postadress")).toBeFocused();
});
