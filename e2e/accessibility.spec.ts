import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe-scan";
import { LoginPage, logInAs } from "./support/login-page";
import { expect, openSignedIn, test, type Role } from "./support/signed-in";
import { DEMO_ACCOUNTS } from "../src/fixtures/demo-accounts";

const { admin, profiler, inactiveTeacher } = DEMO_ACCOUNTS;

// Accessibility is a purchase requirement for school software: every journey state of the walking
// skeleton (issue 2 §7) is scanned with axe against WCAG 2.1 A + AA, on a desktop and a phone.
// The hand-written smoke check this file used to hold is covered by axe rules (html-has-lang,
// document-title, label, button-name, link-name, image-alt, duplicate-id-aria, aria-* rules);
// "exactly one h1 / one main" and "ids are unique" (axe dropped its WCAG 4.1.1 duplicate-id rule)
// are kept below as plain assertions.

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 812 },
] as const;

interface JourneyState {
  readonly name: string;
  /** Brings the page into the state and waits until it has settled. */
  readonly reach: (page: Page) => Promise<void>;
  /** The account dropdown closes when the mobile menu button is clicked, so it is scanned alone. */
  readonly withMobileMenu: boolean;
  /** Starts signed in from the run's stored state of this role (support/signed-in.ts). */
  readonly signedInAs?: Role;
}

async function loggedInTo(page: Page, email: string, url: RegExp): Promise<void> {
  await logInAs(page, email);
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

const STATES: readonly JourneyState[] = [
  {
    name: "the empty login page",
    withMobileMenu: true,
    reach: async (page) => new LoginPage(page).open(),
  },
  {
    name: "the login page with field errors after submitting empty",
    withMobileMenu: true,
    reach: async (page) => {
      const login = new LoginPage(page);
      await login.open();
      await login.submit.click();
      await expect(login.email).toHaveAttribute("aria-invalid", "true");
      await expect(login.password).toHaveAttribute("aria-invalid", "true");
    },
  },
  {
    name: "the login page after a wrong password",
    withMobileMenu: true,
    reach: async (page) => {
      const login = new LoginPage(page);
      await login.open();
      await login.logIn(admin.email, "inte-rätt-lösenord");
      await expect(page.getByRole("alert").filter({ hasText: "Fel e-postadress eller lösenord." })).toBeVisible();
    },
  },
  {
    name: "/member/play as a visitor",
    withMobileMenu: true,
    reach: async (page) => {
      await page.goto("/member/play");
      await expect(page.getByRole("heading", { name: "Välkommen till Play" })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Logga in" })).toBeVisible();
    },
  },
  {
    name: "/member/play as a teacher",
    withMobileMenu: true,
    signedInAs: "teacher",
    reach: async (page) => {
      await openSignedIn(page, "/member/play");
      await expect(page.getByText("Du är inloggad som lärare.")).toBeVisible();
    },
  },
  {
    name: "/member/play as a student",
    withMobileMenu: true,
    signedInAs: "student",
    reach: async (page) => {
      await openSignedIn(page, "/member/play");
      await expect(page.getByText("Du är inloggad som elev.")).toBeVisible();
    },
  },
  {
    name: "/member/play as an admin",
    withMobileMenu: true,
    signedInAs: "admin",
    reach: async (page) => {
      await openSignedIn(page, "/member/play");
      await expect(page.getByText("Du är inloggad som administratör.")).toBeVisible();
    },
  },
  {
    name: "the account dropdown open",
    withMobileMenu: false,
    signedInAs: "teacher",
    reach: async (page) => {
      await openSignedIn(page, "/member/play");
      await expect(page.getByText("Du är inloggad som lärare.")).toBeVisible();
      await page.getByRole("button", { name: "Konto: Öppna meny" }).click();
      await expect(page.getByRole("menuitem", { name: "Logga ut" })).toBeVisible();
    },
  },
  {
    name: "/profiles for a teacher with two profiles",
    withMobileMenu: true,
    reach: async (page) => {
      await loggedInTo(page, profiler.email, /\/profiles$/);
      await expect(page.getByRole("button", { name: `Använd ${profiler.profiles[1].name}` })).toBeVisible();
    },
  },
  {
    name: "the activation page of an inactive account",
    withMobileMenu: true,
    reach: async (page) => {
      await loggedInTo(page, inactiveTeacher.email, /\/member\/activate-account$/);
      await expect(page.getByRole("heading", { level: 1, name: "Ditt konto är inte aktiverat än" })).toBeVisible();
    },
  },
  {
    name: "the 404 page",
    withMobileMenu: true,
    reach: async (page) => {
      await page.goto("/member/finns-inte/alls");
      await expect(page.getByRole("heading", { level: 1, name: "Vi kan inte hitta någon sida med den adressen!" })).toBeVisible();
    },
  },
];

// Colours are measured on the final frame, not halfway through a Chakra fade-in.
test.use({ reducedMotion: "reduce" });

for (const viewport of VIEWPORTS) {
  test.describe(`axe WCAG 2.1 AA at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const state of STATES) {
      const alsoMenu = viewport.name === "phone" && state.withMobileMenu;
      test.describe(() => {
        test.use({ signedInAs: state.signedInAs ?? null });
        test(`${state.name} has no violations${alsoMenu ? ", with the mobile menu closed and open" : ""}`, async ({ page }) => {
          await state.reach(page);
          await expectNoAxeViolations(page, state.name);
          // Best practice beyond axe's WCAG tags: one h1 names the page, one main holds it.
          await expect(page.locator("h1")).toHaveCount(1);
          await expect(page.locator("main")).toHaveCount(1);
          const duplicateIds = await page.evaluate(() => {
            const ids = Array.from(document.querySelectorAll("[id]"), (el) => el.id);
            return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
          });
          expect(duplicateIds, "ids used more than once").toEqual([]);

          if (alsoMenu) {
            await page.getByRole("button", { name: "Visa menyn" }).click();
            await expect(page.locator("#mobile-menu")).toBeVisible();
            await expectNoAxeViolations(page, `${state.name}, mobile menu open`);
          }
        });
      });
    }
  });
}

test("the login page is in Swedish (lang=sv) so screen readers pick the right voice", async ({ page }) => {
  await new LoginPage(page).open();
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
});
