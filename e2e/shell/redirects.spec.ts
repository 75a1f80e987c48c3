import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../src/fixtures/demo-accounts";
import { expectNoAxeViolations } from "../support/axe-scan";
import { withConsentGiven } from "../support/consent";
import { expect, openSignedIn, test } from "../support/signed-in";

// SPEC §2 "Routing behaviour" on the server's HTML answers (ARCHITECTURE §6), the error fallback and
// the SSO error page (SPEC §8).

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

/** A teacher's access token (reseller member) from the login endpoint. */
async function teacherToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post("/api-token-auth", { data: { email: DEMO_ACCOUNTS.teacher.email, password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

test.describe("the server's redirects of an HTML request", () => {
  test("a logged-in user: another reseller's path → the token's reseller; / → /{reseller}/play; bare reseller and promo pages stay", async ({
    request,
  }) => {
    expect(DEMO_ACCOUNTS.teacher.resellerSlug).toBe("member");
    const cookie = `accessToken=${await teacherToken(request)}`;
    const get = (path: string, userAgent?: string) =>
      request.get(path, { headers: { cookie, ...(userAgent ? { "user-agent": userAgent } : {}) }, maxRedirects: 0 });

    const moved = await get("/sli/play/search?q=hav");
    expect(moved.status()).toBe(302);
    expect(moved.headers().location).toBe("/member/play/search?q=hav");
    for (const path of ["/", "/play"]) {
      const landing = await get(path);
      expect(landing.status(), path).toBe(302);
      expect(landing.headers().location, path).toBe("/member/play");
    }
    for (const path of ["/sli", "/member/play", "/promo/sommarlov"]) {
      const served = await get(path);
      expect(served.status(), path).toBe(200);
      // Every HTML page keeps noindex (SPEC §2).
      expect(served.headers()["x-robots-tag"], path).toBe("noindex");
    }

    // Bots skip both redirects (SPEC §2), whatever the case.
    for (const bot of ["Mozilla/5.0 (compatible; Googlebot/2.1)", "facebookexternalhit/1.1", "SLACKBOT", "Mozilla/5.0 (Applebot/0.1)"]) {
      expect((await get("/sli/play", bot)).status(), bot).toBe(200);
      expect((await get("/", bot)).status(), bot).toBe(200);
    }
  });

  test("a visitor, or a made-up token, is not redirected", async ({ request }) => {
    const visitors: Record<string, string>[] = [{}, { cookie: "accessToken=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIyIn0.x" }];
    for (const headers of visitors) {
      expect((await request.get("/sli/play", { headers, maxRedirects: 0 })).status()).toBe(200);
      expect((await request.get("/", { headers, maxRedirects: 0 })).status()).toBe(200);
    }
  });

  test.describe("in the browser", () => {
    test.use({ signedInAs: "teacher" });

    test("opening another reseller's page lands on the same page of the user's reseller", async ({ page }) => {
      await openSignedIn(page, "/sli/boka");
      await expect(page).toHaveURL(/\/member\/boka$/);
    });
  });
});

/** Opens a page whose code cannot be fetched (a release removed its chunk, or the network dropped). */
async function openWithBrokenChunk(page: Page, chunk: RegExp, path: string): Promise<void> {
  await page.route(chunk, (route) => route.abort("failed"));
  await page.goto(path);
}

test.describe("the unhandled-error fallback (SPEC §8)", () => {
  test.use({ reducedMotion: "reduce" });

  test("shows the card in the shell, reports the error, and offers reload, start page and the details", async ({
    page,
    context,
    baseURL,
  }) => {
    await withConsentGiven(context, baseURL);
    const report = page.waitForRequest((request) => request.url().endsWith("/v1/track/page/error") && request.method() === "POST");
    await openWithBrokenChunk(page, /\/assets\/sso-error-page-[^/]*\.js$/, "/sso-error/abcdef123456?reseller=sli");

    const card = page.getByTestId("error-fallback");
    await expect(card.getByRole("heading", { level: 1, name: "Något gick fel" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    const sent = await report;
    expect(sent.postDataJSON()).toMatchObject({ path: "/sso-error/abcdef123456?reseller=sli" });
    expect((await sent.response())?.status()).toBe(204);

    await expect(card.getByRole("button", { name: "Ladda om sidan" })).toBeVisible();
    await expect(card.getByRole("link", { name: "Gå till startsidan" })).toHaveAttribute("href", "/sli/play");
    const details = card.getByText("Visa teknisk information");
    await expect(card.locator("pre")).toBeHidden();
    await details.focus();
    await page.keyboard.press("Enter");
    await expect(card.locator("pre")).toBeVisible();
    await expect(card.locator("pre")).toContainText(/sso-error-page|dynamically imported module|Failed to fetch/i);

    // Reload fetches the page again: with its code back, the page shows.
    await page.unroute(/\/assets\/sso-error-page-[^/]*\.js$/);
    await card.getByRole("button", { name: "Ladda om sidan" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Det gick inte att logga in med enkel inloggning." })).toBeVisible();
  });

  for (const viewport of VIEWPORTS) {
    test(`passes axe at ${viewport.width} px`, async ({ page, context, baseURL }) => {
      await withConsentGiven(context, baseURL);
      await page.setViewportSize(viewport);
      await openWithBrokenChunk(page, /\/assets\/sso-error-page-[^/]*\.js$/, "/sso-error/abcdef123456");
      const card = page.getByTestId("error-fallback");
      await expect(card).toBeVisible();
      await card.getByText("Visa teknisk information").click();
      await expectNoAxeViolations(page, "error fallback card with details open");
      await card.screenshot({ path: `/tmp/h3-fallback-${viewport.width}.png` });
      await page.screenshot({ path: `/tmp/h3-fallback-page-${viewport.width}.png` });
    });
  }
});

test.describe("the SSO error page (SPEC §2, §8)", () => {
  test.use({ reducedMotion: "reduce" });

  test("says single sign-on failed and 'Gå till inloggningen' opens the login page", async ({ page, context, baseURL }) => {
    await withConsentGiven(context, baseURL);
    await page.goto("/sso-error/abcdef123456");
    await expect(page.getByRole("heading", { level: 1, name: "Det gick inte att logga in med enkel inloggning." })).toBeVisible();
    await page.getByRole("link", { name: "Gå till inloggningen" }).click();
    await expect(page).toHaveURL(/\/member\/login$/);
  });

  for (const viewport of VIEWPORTS) {
    test(`passes axe at ${viewport.width} px`, async ({ page, context, baseURL }) => {
      await withConsentGiven(context, baseURL);
      await page.setViewportSize(viewport);
      await page.goto("/sso-error/abcdef123456");
      await expect(page.getByRole("link", { name: "Gå till inloggningen" })).toBeVisible();
      await expectNoAxeViolations(page, "SSO error page");
      await page.screenshot({ path: `/tmp/h3-sso-${viewport.width}.png` });
    });
  }
});
