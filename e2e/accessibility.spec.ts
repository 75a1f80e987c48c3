import { expect, test, type Page } from "@playwright/test";
import { logInAs } from "./support/login-page";

interface Finding {
  readonly rule: string;
  readonly element: string;
}

/**
 * A cheap accessibility smoke check (no axe in the dependencies): the rules a screen-reader or
 * keyboard user trips over first on these pages. WCAG 1.1.1, 1.3.1, 2.4.2, 3.1.1, 4.1.2.
 */
async function smokeCheck(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const findings: { rule: string; element: string }[] = [];
    const describe = (el: Element) => el.outerHTML.slice(0, 120);
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden";
    };
    const nameOf = (el: Element) => {
      const labelledBy = el.getAttribute("aria-labelledby");
      const fromIds = labelledBy ? labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? "").join(" ") : "";
      const labels = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? Array.from(el.labels ?? []).map((l) => l.textContent ?? "").join(" ") : "";
      return `${el.getAttribute("aria-label") ?? ""} ${fromIds} ${labels} ${el.getAttribute("title") ?? ""}`.trim();
    };
    if (!document.documentElement.lang) findings.push({ rule: "html has a lang", element: "html" });
    if (!document.title.trim()) findings.push({ rule: "page has a title", element: "title" });
    if (document.querySelectorAll("h1").length !== 1) findings.push({ rule: "exactly one h1", element: `${document.querySelectorAll("h1").length} h1` });
    if (document.querySelectorAll("main").length !== 1) findings.push({ rule: "exactly one main landmark", element: "main" });
    for (const input of Array.from(document.querySelectorAll("input, select, textarea"))) {
      if ((input as HTMLInputElement).type === "hidden" || !visible(input)) continue;
      if (!nameOf(input)) findings.push({ rule: "every field has a label", element: describe(input) });
    }
    for (const control of Array.from(document.querySelectorAll("button, a[href], [role=button]"))) {
      if (!visible(control)) continue;
      const text = `${control.textContent ?? ""} ${nameOf(control)}`.trim();
      if (!text) findings.push({ rule: "every button and link has a name", element: describe(control) });
    }
    for (const img of Array.from(document.querySelectorAll("img"))) {
      if (!img.hasAttribute("alt")) findings.push({ rule: "every image has alt", element: describe(img) });
    }
    const ids = Array.from(document.querySelectorAll("[id]")).map((el) => el.id);
    for (const id of new Set(ids.filter((id, i) => ids.indexOf(id) !== i))) findings.push({ rule: "ids are unique", element: id });
    return findings;
  });
}

test("the login page passes the accessibility smoke check, also with errors shown", async ({ page }) => {
  await page.goto("/member/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await smokeCheck(page)).toEqual([]);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");

  // Submitting an empty form marks the fields invalid and ties the messages to them.
  await page.getByRole("main").getByRole("button", { name: "Logga in", exact: true }).click();
  const email = page.getByRole("main").getByLabel("E-postadress");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  expect(await smokeCheck(page)).toEqual([]);
});

test("the play start page of a logged-in teacher passes the accessibility smoke check", async ({ page }) => {
  await logInAs(page, "larare@skolmedia.test");
  await expect(page).toHaveURL(/\/member\/play$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await smokeCheck(page)).toEqual([]);
});
