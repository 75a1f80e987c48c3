import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./support/signed-in";
import { LoginPage, logInAs } from "./support/login-page";
import { DEMO_ACCOUNTS } from "../src/fixtures/demo-accounts";

const { admin, teacher, profiler, inactiveTeacher } = DEMO_ACCOUNTS;

/** The HttpOnly refresh token cookie the server sets (issue 6 §4, openapi.yaml). */
const REFRESH_COOKIE = "skolmedia_refresh";

async function refreshCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => cookie.name === REFRESH_COOKIE);
}

// Issue 2 §7 journeys; SPEC §4 "Login" and "Logout".
test.describe("logging in and out", () => {
  test("a teacher logs in and lands on /member/play", async ({ page }) => {
    await logInAs(page, teacher.email);
    await expect(page).toHaveURL(/\/member\/play$/);
    await expect(page.getByRole("heading", { name: "Välkommen till Play" })).toBeVisible();
    await expect(page.getByText("Du är inloggad som lärare.")).toBeVisible();
  });

  test("the session survives a reload (tokens live in cookies)", async ({ page }) => {
    await logInAs(page, teacher.email);
    await expect(page).toHaveURL(/\/member\/play$/);
    await page.reload();
    await expect(page.getByText("Du är inloggad som lärare.")).toBeVisible();
  });

  test("no script can read the refresh token: it is an HttpOnly cookie of the token endpoints (issue 6 §4)", async ({ page, context }) => {
    const login = page.waitForResponse((response) => new URL(response.url()).pathname === "/api-token-auth");
    await logInAs(page, teacher.email);
    await expect(page).toHaveURL(/\/member\/play$/);
    // The browser's login answer carries the access token alone.
    expect(Object.keys(await (await login).json())).toEqual(["accessToken"]);
    const cookies = await refreshCookies(context);
    expect(cookies.map(({ path, httpOnly, sameSite }) => ({ path, httpOnly, sameSite }))).toEqual([
      { path: "/api-token-refresh", httpOnly: true, sameSite: "Strict" },
      { path: "/api-token-logout", httpOnly: true, sameSite: "Strict" },
    ]);
    const token = cookies[0]!.value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).not.toContain(REFRESH_COOKIE);
    expect(readable).not.toContain(token);
    expect(readable).not.toMatch(/refreshToken=/);
    // The access token stays a readable, short-lived cookie (SPEC §7: sent as the bearer token).
    const access = (await context.cookies()).find((cookie) => cookie.name === "accessToken");
    expect(access?.httpOnly).toBe(false);
    expect(access!.expires * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000 + 5000);
  });

  test("a session whose access cookie is gone is renewed by the HttpOnly refresh cookie on reload (SPEC §4)", async ({ page, context }) => {
    await logInAs(page, teacher.email);
    await expect(page).toHaveURL(/\/member\/play$/);
    const before = (await refreshCookies(context))[0]?.value;
    expect(before).toBeTruthy();
    // What the browser does when the access cookie's Max-Age (the token's 15 minutes) runs out.
    await context.clearCookies({ name: "accessToken" });
    await page.reload();
    await expect(page.getByText("Du är inloggad som lärare.")).toBeVisible();
    const after = await context.cookies();
    expect(after.find((cookie) => cookie.name === "accessToken")?.value).toBeTruthy();
    // Rotation: the refresh token cookie was exchanged for a new one, still out of the page's reach.
    const rotated = (await refreshCookies(context)).map((cookie) => cookie.value);
    expect(rotated).toHaveLength(2);
    expect(new Set(rotated).size).toBe(1);
    expect(rotated[0]).not.toBe(before);
    expect(await page.evaluate(() => document.cookie)).not.toContain(rotated[0]!);
  });

  test("a visitor who logs in from the header comes back to the page they were on (next)", async ({ page }) => {
    await page.goto("/member/boka");
    await page.getByRole("banner").getByRole("link", { name: "Logga in" }).click();
    await expect(page).toHaveURL(/\/member\/login\?next=%2Fmember%2Fboka$/);
    await new LoginPage(page).logIn(teacher.email);
    await expect(page).toHaveURL(/\/member\/boka$/);
  });

  test("a logged-in teacher logs out from the account menu and lands on the login page", async ({ page, context, request }) => {
    await logInAs(page, teacher.email);
    await expect(page).toHaveURL(/\/member\/play$/);
    const refreshToken = (await refreshCookies(context))[0]?.value;
    expect(refreshToken, "the refresh token cookie after login").toBeTruthy();
    await page.getByRole("button", { name: "Konto: Öppna meny" }).click();
    await page.getByRole("menuitem", { name: "Logga ut" }).click();
    await expect(page).toHaveURL(/\/member\/login(\?|$)/);
    await expect(page.getByRole("heading", { level: 1, name: "Logga in" })).toBeVisible();
    // Logged out for real: the account menu is gone and the start page asks to log in again.
    await expect(page.getByRole("button", { name: "Konto: Öppna meny" })).toHaveCount(0);
    // SPEC §4: both tokens removed (the logout answer cleared the HttpOnly cookie), and the refresh
    // token revoked on the server.
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain("accessToken");
    expect(names).not.toContain("skolmedia_session");
    expect(names).not.toContain(REFRESH_COOKIE);
    const refresh = await request.post("/api-token-refresh", { data: { refreshToken } });
    expect(refresh.status()).toBe(401);
    await page.goto("/member/play");
    await expect(page.getByRole("heading", { name: "Välkommen till Play" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Logga in" })).toBeVisible();
  });

  test("a wrong password shows the error and stays on the login page", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(admin.email, "inte-rätt-lösenord");
    await expect(page.getByRole("alert").filter({ hasText: "Fel e-postadress eller lösenord." })).toBeVisible();
    await expect(page).toHaveURL(/\/member\/login$/);
  });

  test("an inactive account lands on the activation page", async ({ page }) => {
    await logInAs(page, inactiveTeacher.email);
    await expect(page).toHaveURL(/\/member\/activate-account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ditt konto är inte aktiverat än" })).toBeVisible();
  });

  test("a teacher with two profiles reaches /profiles and picks one", async ({ page }) => {
    await logInAs(page, profiler.email);
    await expect(page).toHaveURL(/\/profiles$/);
    await expect(page.getByRole("heading", { level: 1, name: "Välj profil" })).toBeVisible();
    await page.getByRole("button", { name: `Använd ${profiler.profiles[1].name}` }).click();
    await expect(page).toHaveURL(/\/member\/play$/);
    await expect(page.getByText("Du är inloggad som lärare.")).toBeVisible();
  });
});
