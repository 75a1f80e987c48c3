import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe-scan";
import { consentCookieValue } from "../support/consent";
import { tabUntilFocused } from "../support/focus-walk";
import { expect, openSignedIn, test } from "../support/signed-in";

// SPEC §4 consent, §6 who is offered what, §9 365 days; the trackers load only after consent.

const DAY_S = 24 * 60 * 60;

function consentDialog(page: Page) {
  return page.getByRole("dialog", { name: "Vi använder kakor" });
}

/** Trackers are answered here with an empty script (the journeys run offline) and recorded. */
async function recordTrackers(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com|facebook\.(com|net)/, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  return requested;
}

async function consentCookie(page: Page, reseller: string) {
  return (await page.context().cookies()).find((cookie) => cookie.name === `consent_${reseller}`);
}

// These journeys are about the dialog that opens without a consent cookie (e2e/support/signed-in.ts gives one by default).
test.use({ reducedMotion: "reduce", consentGiven: false });

test("accept all: the reseller's cookie for 365 days, and no dialog after a reload", async ({ page }) => {
  await page.goto("/member/play");
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "false");
  await dialog.getByRole("button", { name: "Godkänn alla" }).click();
  await expect(dialog).toBeHidden();

  const cookie = await consentCookie(page, "member");
  // member has no tracking ids: accept all grants marketing only (SPEC §6).
  expect(cookie?.value).toBe(consentCookieValue(false, true));
  expect(cookie?.sameSite).toBe("Lax");
  expect(cookie?.path).toBe("/");
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_S;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThanOrEqual(365);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(consentDialog(page)).toBeHidden();
});

test("settings: toggle analytics and save; Google Analytics loads only then, the pixel not at all", async ({ page }) => {
  const trackers = await recordTrackers(page);
  // A customer reseller with a GA id and a pixel id: analytics is offered, marketing is not (SPEC §6).
  await page.goto("/kulturskolan-nord/play");
  const dialog = consentDialog(page);
  await dialog.getByRole("button", { name: "Inställningar" }).click();
  const settings = page.getByRole("dialog", { name: "Inställningar för kakor" });
  await expect(settings.getByRole("heading", { name: "Inställningar för kakor" })).toBeFocused();
  const necessary = settings.getByRole("checkbox", { name: /Nödvändiga/ });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await expect(settings.getByRole("checkbox", { name: "Marknadsföring" })).toHaveCount(0);
  const analytics = settings.getByRole("checkbox", { name: "Statistik" });
  await expect(analytics).not.toBeChecked();
  expect(trackers).toEqual([]);

  await settings.getByText("Statistik", { exact: true }).click();
  await expect(analytics).toBeChecked();
  await settings.getByRole("button", { name: "Spara inställningar" }).click();
  await expect(settings).toBeHidden();
  expect((await consentCookie(page, "kulturskolan-nord"))?.value).toBe(consentCookieValue(true, false));

  await expect
    .poll(() => trackers.filter((url) => url.startsWith("https://www.googletagmanager.com/gtag/js?id=G-KSN4Q7DEMO")))
    .toHaveLength(1);
  expect(trackers.filter((url) => url.includes("facebook"))).toEqual([]);
  const config = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .find((entry) => entry[0] === "config"),
  );
  // SPEC §9: analytics runs with anonymised IP.
  expect(config).toEqual(["config", "G-KSN4Q7DEMO", expect.objectContaining({ anonymize_ip: true })]);
});

test("the dialog with the keyboard only: Tab to settings, Space toggles marketing, Enter saves", async ({ page }) => {
  await page.goto("/member/play");
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  // Right after the skip link in the Tab order.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Hoppa till innehållet" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Godkänn alla" })).toBeFocused();
  await tabUntilFocused(page, dialog.getByRole("button", { name: "Inställningar" }), 3);
  await page.keyboard.press("Enter");

  const settings = page.getByRole("dialog", { name: "Inställningar för kakor" });
  await expect(settings.getByRole("heading", { name: "Inställningar för kakor" })).toBeFocused();
  // Escape goes back to the first view, focus on the settings button; Enter opens the settings again.
  await page.keyboard.press("Escape");
  await expect(dialog.getByRole("button", { name: "Inställningar" })).toBeFocused();
  await page.keyboard.press("Enter");

  const marketing = settings.getByRole("checkbox", { name: "Marknadsföring" });
  await tabUntilFocused(page, marketing, 3);
  await page.keyboard.press("Space");
  await expect(marketing).toBeChecked();
  await tabUntilFocused(page, settings.getByRole("button", { name: "Spara inställningar" }), 3);
  await page.keyboard.press("Enter");
  await expect(settings).toBeHidden();
  await expect(page.locator("#main-content")).toBeFocused();
  expect((await consentCookie(page, "member"))?.value).toBe(consentCookieValue(false, true));
});

test("is modal with a background overlay on a promotion page (SPEC §4)", async ({ page }) => {
  await page.goto("/promo/sommarlov");
  const dialog = consentDialog(page);
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await expect(page.getByTestId("consent-overlay")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Vi använder kakor" })).toBeFocused();
  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
});

test.describe("a student", () => {
  test.use({ signedInAs: "student" });

  test("is offered no analytics or marketing, and an earlier full consent is revoked (SPEC §4, §6)", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "consent_sli", value: consentCookieValue(true, true), url: baseURL ?? "", sameSite: "Lax" }]);
    await openSignedIn(page, "/member/play");
    const dialog = consentDialog(page);
    await expect(dialog.getByRole("button", { name: "Jag förstår" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Godkänn alla" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Inställningar" }).click();
    const settings = page.getByRole("dialog", { name: "Inställningar för kakor" });
    await expect(settings.getByRole("checkbox")).toHaveCount(1);
    await expect(settings.getByRole("checkbox", { name: /Nödvändiga/ })).toBeDisabled();

    // The same student on a reseller whose cookie still says yes to everything.
    await openSignedIn(page, "/sli");
    await expect.poll(async () => (await consentCookie(page, "sli"))?.value).toBe(consentCookieValue(false, false));
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`passes axe in both views at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/member/play");
    const dialog = consentDialog(page);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "consent dialog");
    await page.screenshot({ path: `/tmp/h3-consent-${viewport.width}.png` });
    await dialog.getByRole("button", { name: "Inställningar" }).click();
    await expect(page.getByRole("dialog", { name: "Inställningar för kakor" })).toBeVisible();
    await expectNoAxeViolations(page, "consent settings");
    await page.screenshot({ path: `/tmp/h3-consent-settings-${viewport.width}.png` });
  });
}
