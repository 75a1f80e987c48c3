import type { Locator, Page } from "@playwright/test";

/** What the focused element showed as its focus indicator (WCAG 2.4.7). */
export interface TabStop {
  readonly element: string;
  readonly region: "header" | "main" | "footer" | "other";
  readonly focusVisible: boolean;
  readonly outline: string;
  readonly boxShadow: string;
  readonly visibleIndicator: boolean;
  /** Contrast of the outline colour against the background it is drawn on; null without an outline. */
  readonly outlineContrast: number | null;
}

/** Reads the focused element, its landmark and whether `:focus-visible` draws an outline or a shadow. */
export async function readFocus(page: Page): Promise<TabStop | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    const style = getComputedStyle(el);
    const outlineShown = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const shadowShown = style.boxShadow !== "none" && style.boxShadow.trim() !== "";
    const region = el.closest("header") ? "header" : el.closest("main") ? "main" : el.closest("footer") ? "footer" : "other";
    const name = el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 40);
    // Any CSS colour (rgb, oklch, color-mix) to sRGB bytes, through a canvas.
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true });
    const rgba = (colour: string): [number, number, number, number] => {
      if (!ctx) return [0, 0, 0, 0];
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = Array.from(ctx.getImageData(0, 0, 1, 1).data);
      return [r, g, b, a];
    };
    const luminance = ([r, g, b]: readonly number[]) => {
      const lin = (c = 0) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    // The outline sits outside the element (outline-offset), on the nearest painted ancestor.
    let background: [number, number, number, number] = [255, 255, 255, 255];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3] === 255) {
        background = colour;
        break;
      }
    }
    const ring = rgba(style.outlineColor);
    const [lighter, darker] = [luminance(ring), luminance(background)].sort((a, b) => b - a) as [number, number];
    const outlineContrast = outlineShown ? Math.round(((lighter + 0.05) / (darker + 0.05)) * 100) / 100 : null;
    return {
      outlineContrast,
      element: `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${name}"`,
      region,
      focusVisible: el.matches(":focus-visible"),
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
      visibleIndicator: outlineShown || shadowShown,
    };
  });
}

/**
 * Makes the next Tab go to the first Tab stop of the document: focusing the body moves the
 * sequential focus navigation starting point there (a plain blur() would keep the old one).
 */
export async function restartTabOrder(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute("tabindex");
  });
}

/**
 * Presses Tab from the top of the page through every Tab stop until focus leaves the page or comes
 * back to the first stop; returns the stops in order.
 */
export async function walkTabStops(page: Page, limit = 60): Promise<TabStop[]> {
  await restartTabOrder(page);
  const stops: TabStop[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    const stop = await readFocus(page);
    if (!stop) break;
    if (stops.length > 0 && stop.element === stops[0]?.element) break;
    stops.push(stop);
  }
  return stops;
}

/** Presses Tab until `target` has focus (at most `limit` presses). */
export async function tabUntilFocused(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target.toString()} not reached with ${limit} presses of Tab`);
}

/** Every visible element a keyboard user should be able to reach inside these landmarks. */
export async function interactiveElementsIn(page: Page, landmarks: readonly string[]): Promise<string[]> {
  return page.evaluate((selectors) => {
    const interactive =
      'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
    const found: string[] = [];
    for (const landmark of selectors) {
      for (const el of Array.from(document.querySelectorAll(`${landmark} :is(${interactive})`))) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
        const name = el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 40);
        found.push(`<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${name}"`);
      }
    }
    return found;
  }, landmarks);
}
