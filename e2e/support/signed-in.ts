import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../src/fixtures/demo-accounts";
import { withConsentGiven } from "./consent";
import { LoginPage } from "./login-page";

/**
 * Signed-in browser states, made once per run (issue 7 §2). The `setup` project (auth.setup.ts)
 * logs each role in through the login page and saves its cookies; a test that only needs to be
 * signed in starts from them (`test.use({ signedInAs: "teacher" })`) instead of logging in again.
 * Tests of logging in and out keep using the login page.
 */
export const ROLES = {
  teacher: DEMO_ACCOUNTS.teacher,
  student: DEMO_ACCOUNTS.student,
  admin: DEMO_ACCOUNTS.admin,
} as const;
export type Role = keyof typeof ROLES;

/**
 * Where the setup project saves a role's state (under test-results/, which git ignores), per server
 * port: runs of two checkouts side by side (E2E_PORT) each have a server with its own signing key.
 */
export function storageStatePath(role: Role, baseURL: string | undefined): string {
  return path.join("test-results", "e2e-auth", new URL(baseURL ?? "http://localhost").port || "80", `${role}.json`);
}

/**
 * The stored state is shared by every test of the run, so no test may renew its session: the
 * refresh token rotates, and the next test presenting the old one would end the session for all
 * (reuse detection). A session renews itself only once its 15-minute access token is gone; a run
 * that gets that far gives the late tests a session of their own.
 */
const RENEWAL_MARGIN_SECONDS = 120;

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

function accessTokenExpiry(state: StorageState): number | null {
  const cookie = state.cookies?.find((candidate) => candidate.name === "accessToken");
  return cookie && cookie.expires > 0 ? cookie.expires : null;
}

/** Logs `role` in through the login page in a context of its own and returns that context's state (a session of its own). */
export async function signInThroughLoginPage(browser: Browser, role: Role, baseURL: string | undefined): Promise<StorageState> {
  const context = await browser.newContext({ baseURL, locale: "sv-SE" });
  try {
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open(ROLES[role].resellerSlug);
    await login.logIn(ROLES[role].email, DEMO_PASSWORD);
    await expect(page.getByRole("button", { name: "Konto: Öppna meny" })).toBeVisible();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Opens `path` signed in and waits until the app has settled. Started from a stored state, the app
 * first shows the user from the access token, then loads them (GET /v1/me) and the route's lazy
 * chunks and translations, and re-renders the header: focus placed before that is lost.
 */
export async function openSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

interface SignedInFixtures {
  /** Start the test signed in as this role, from the run's stored state (null: a visitor). */
  signedInAs: Role | null;
  /** Start from a session of the role's own instead of the shared one: for a test that ends or changes its session (logout). */
  ownSession: boolean;
  /**
   * An API client signed in as `role` with a session of its own: the data a test needs is created
   * through it, per test and named with `uniqueName`, so tests in parallel workers never share a row.
   */
  apiAs: (role: Role) => Promise<APIRequestContext>;
  /** A name no other test of this run uses (worker, test and time in it). */
  uniqueName: (label: string) => string;
  /**
   * Start with a necessary-only consent already chosen (default), so the consent dialog (SPEC §4:
   * it opens without a cookie) does not cover the bottom of the page or take Tab stops in journeys
   * about something else. The consent journeys set it to false.
   */
  consentGiven: boolean;
}

// Fixture functions name their callback `provide`: `use` reads as a React hook to the linter.
export const test = base.extend<SignedInFixtures>({
  signedInAs: [null, { option: true }],
  ownSession: [false, { option: true }],
  consentGiven: [true, { option: true }],

  context: async ({ context, consentGiven, baseURL }, provide) => {
    if (consentGiven) await withConsentGiven(context, baseURL);
    await provide(context);
  },

  storageState: async ({ signedInAs, ownSession, storageState, browser, baseURL }, provide) => {
    if (signedInAs === null) return provide(storageState);
    const file = storageStatePath(signedInAs, baseURL);
    if (ownSession || !existsSync(file)) return provide(await signInThroughLoginPage(browser, signedInAs, baseURL));
    const stored = JSON.parse(readFileSync(file, "utf8")) as StorageState;
    const expiry = accessTokenExpiry(stored);
    const late = expiry !== null && expiry - Date.now() / 1000 < RENEWAL_MARGIN_SECONDS;
    await provide(late ? await signInThroughLoginPage(browser, signedInAs, baseURL) : file);
  },

  apiAs: async ({ playwright, baseURL }, provide) => {
    const opened: APIRequestContext[] = [];
    await provide(async (role) => {
      const anonymous = await playwright.request.newContext({ baseURL });
      const answer = await anonymous.post("/api-token-auth", { data: { email: ROLES[role].email, password: DEMO_PASSWORD } });
      expect(answer.status(), `API login as ${ROLES[role].email}`).toBe(200);
      const { accessToken } = (await answer.json()) as { accessToken: string };
      await anonymous.dispose();
      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${accessToken}` } });
      opened.push(api);
      return api;
    });
    for (const api of opened) await api.dispose();
  },

  uniqueName: async ({}, provide, testInfo) => {
    let count = 0;
    await provide((label) => `${label} w${testInfo.workerIndex}-${testInfo.testId}-${Date.now().toString(36)}-${(count += 1)}`);
  },
});

export { expect };
