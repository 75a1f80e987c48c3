import { expect, test } from "./support/signed-in";

// Issue 2 §3: every HTML response is kept out of search engines; SPEC §8: the 404 page.
test("the login page carries the noindex robots meta tag and header", async ({ page }) => {
  const response = await page.goto("/member/login");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("an unknown route shows the page-not-found page with its two ways out", async ({ page }) => {
  await page.goto("/member/finns-inte/alls");
  await expect(page.getByRole("heading", { level: 1, name: "Vi kan inte hitta någon sida med den adressen!" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Gå tillbaka" })).toBeVisible();
  await page.getByRole("link", { name: "Gå till startsidan" }).click();
  await expect(page).toHaveURL(/\/member\/play$/);
});

test("a missing asset is a 404, not the app", async ({ request }) => {
  const response = await request.get("/assets/finns-inte.js");
  expect(response.status()).toBe(404);
});
