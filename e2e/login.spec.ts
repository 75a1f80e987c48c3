import { expect, test } from "@playwright/test";
import { LoginPage, logInAs } from "./support/login-page";

// Issue 2 §7 journeys; SPEC §4 "Login" and "Logout".
test.describe("logging in and out", () => {
  test("a teacher logs in and lands on /member/play", async ({ page }) => {
    await logInAs(page, "larare@skolmedia.test");
    await expect(page).toHaveURL(/\/member\/play$/);
    await expect(page.getByRole("heading", { level: 1, name: "Välkommen till Play" })).toBeVisible();
    await expect(page.getByText("Du är inloggad som lärare.")).toBeVisible();
  });

  test("the session survives a reload (tokens live in cookies)", async ({ page }) => {
    await logInAs(page, "larare@skolmedia.test");
    await expect(page).toHaveURL(/\/member\/play$/);
    await page.reload();
    await expect(page.getByText("Du är inloggad som lärare.")).toBeVisible();
  });

  test("a session whose access token is gone is renewed with the refresh token (SPEC §4)", async ({ page, context }) => {
    await logInAs(page, "larare@skolmedia.test");
    await expect(page).toHaveURL(/\/member\/play$/);
    const before = await context.cookies();
    await context.clearCookies({ name: "accessToken" });
    await page.reload();
    await expect(page.getByText("Du är inloggad som lärare.")).toBeVisible();
    const after = await context.cookies();
    const value = (cookies: typeof after, name: string) => cookies.find((cookie) => cookie.name === name)?.value;
    expect(value(after, "accessToken")).toBeTruthy();
    // Rotation: the refresh token was exchanged for a new one.
    expect(value(after, "refreshToken")).not.toBe(value(before, "refreshToken"));
  });

  test("a visitor who logs in from the header comes back to the page they were on (next)", async ({ page }) => {
    await page.goto("/member/boka");
    await page.getByRole("banner").getByRole("link", { name: "Logga in" }).click();
    await expect(page).toHaveURL(/\/member\/login\?next=%2Fmember%2Fboka$/);
    await new LoginPage(page).logIn("larare@skolmedia.test");
    await expect(page).toHaveURL(/\/member\/boka$/);
  });

  test("a logged-in teacher logs out from the account menu and lands on the login page", async ({ page, context, request }) => {
    await logInAs(page, "larare@skolmedia.test");
    await expect(page).toHaveURL(/\/member\/play$/);
    const refreshToken = (await context.cookies()).find((cookie) => cookie.name === "refreshToken")?.value;
    expect(refreshToken, "the refresh token cookie after login").toBeTruthy();
    await page.getByRole("button", { name: /Öppna meny/ }).click();
    await page.getByRole("menuitem", { name: "Logga ut" }).click();
    await expect(page).toHaveURL(/\/member\/login(\?|$)/);
    await expect(page.getByRole("heading", { level: 1, name: "Logga in" })).toBeVisible();
    // Logged out for real: the account menu is gone and the start page asks to log in again.
    await expect(page.getByRole("button", { name: /Öppna meny/ })).toHaveCount(0);
    // SPEC §4: both tokens removed, and the refresh token revoked on the server.
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain("accessToken");
    expect(names).not.toContain("refreshToken");
    const refresh = await request.post("/api-token-refresh", { data: { refreshToken } });
    expect(refresh.status()).toBe(401);
    await page.goto("/member/play");
    await expect(page.getByText("Logga in för att se hela utbudet.")).toBeVisible();
  });

  test("a wrong password shows the error and stays on the login page", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.logIn("admin@skolmedia.test", "inte-rätt-lösenord");
    await expect(page.getByRole("alert")).toHaveText("Fel e-postadress eller lösenord.");
    await expect(page).toHaveURL(/\/member\/login$/);
  });

  test("an inactive account lands on the activation page", async ({ page }) => {
    await logInAs(page, "inaktiv@skolmedia.test");
    await expect(page).toHaveURL(/\/member\/activate-account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ditt konto är inte aktiverat än" })).toBeVisible();
  });

  test("a teacher with two profiles reaches /profiles and picks one", async ({ page }) => {
    await logInAs(page, "profiler@skolmedia.test");
    await expect(page).toHaveURL(/\/profiles$/);
    await expect(page.getByRole("heading", { level: 1, name: "Välj profil" })).toBeVisible();
    await page.getByRole("button", { name: "Använd Per – historia åk 9" }).click();
    await expect(page).toHaveURL(/\/member\/play$/);
    await expect(page.getByText("Du är inloggad som lärare.")).toBeVisible();
  });
});
