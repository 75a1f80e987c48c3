import { expect, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../src/fixtures/demo-accounts";

/** The login form of /{reseller}/login, found by accessible names (SPEC §5 field texts). */
export class LoginPage {
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole("main");
    this.email = this.form.getByLabel("E-postadress");
    // Exact: the "Visa lösenord" toggle also mentions the word.
    this.password = this.form.getByLabel("Lösenord", { exact: true });
    this.submit = this.form.getByRole("button", { name: "Logga in", exact: true });
  }

  async open(reseller = "member"): Promise<void> {
    await this.page.goto(`/${reseller}/login`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Logga in" })).toBeVisible();
  }

  async logIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** Opens the login page and logs in with the mouse. */
export async function logInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, password);
}
