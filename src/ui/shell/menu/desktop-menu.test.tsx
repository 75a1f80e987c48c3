// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../app/render-app.test-helper";

// jsdom lays nothing out: the widths the overflow measure reads are set here. Each link copy is
// 100 px, the 'Visa fler' copy 80 px, the bar `bar` px.
const size = { bar: 350, viewport: 1024 };

beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const width = this.hasAttribute("data-measure-item") ? 100 : this.hasAttribute("data-measure-more") ? 80 : 0;
    return { width, height: 20, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 20, toJSON: () => ({}) } as DOMRect;
  });
  Object.defineProperty(HTMLElement.prototype, "clientWidth", {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === "NAV" ? size.bar : 0;
    },
  });
  Object.defineProperty(window, "innerWidth", { configurable: true, get: () => size.viewport });
  // jsdom applies no media queries: the bar is shown as from MD up.
  const style = document.createElement("style");
  style.textContent = 'header nav[aria-label="Huvudmeny"] { display: block !important; }';
  document.head.append(style);
});

afterAll(() => {
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (window as { innerWidth?: number }).innerWidth;
});

afterEach(() => {
  cleanup();
  size.bar = 350;
  size.viewport = 1024;
});

const bar = () => within(screen.getByRole("navigation", { name: "Huvudmeny" }));

async function menuAt(path: string) {
  const app = await renderApp(path);
  await act(() => app.root.shell.idle());
  return app;
}

describe("'Visa fler' (SPEC §2: links that do not fit move into it)", () => {
  it("keeps the links that fit beside the trigger and moves the rest, in order, a dropdown as a labelled group", async () => {
    const app = await menuAt("/member/login");
    // 80 + 100 + 100 fits in 350 px; a third link would not.
    expect(
      bar()
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Play", "Boka"]);
    const more = bar().getByRole("button", { name: "Visa fler: Öppna meny" });
    await app.user.click(more);
    const panel = within(document.getElementById(more.getAttribute("aria-controls") ?? "")!);
    expect(panel.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Läshörnan",
      "Om Skolmedia",
      "Alla serier",
      "Kom igång",
      "Skolverket (öppnas i ny flik)",
      "Support (öppnas i ny flik)",
    ]);
    expect(within(panel.getByRole("list", { name: "Hitta mer" })).getAllByRole("link")).toHaveLength(3);
  });

  it("shows no 'Visa fler' when everything fits", async () => {
    size.bar = 2000;
    await menuAt("/member/login");
    expect(bar().queryByRole("button", { name: /Visa fler/ })).toBeNull();
    expect(bar().getAllByRole("link")).toHaveLength(5);
    expect(bar().getByRole("button", { name: "Hitta mer: Öppna meny" })).toBeTruthy();
  });

  it("recalculates at once when the viewport crosses a breakpoint (XL 1200)", async () => {
    await menuAt("/member/login");
    size.bar = 2000;
    size.viewport = 1280;
    act(() => void fireEvent(window, new Event("resize")));
    expect(bar().queryByRole("button", { name: /Visa fler/ })).toBeNull();
  });

  it("recalculates within a breakpoint only after the 100 ms resize debounce (SPEC §9)", async () => {
    size.bar = 2000;
    await menuAt("/member/login");
    size.bar = 350;
    size.viewport = 1100;
    act(() => void fireEvent(window, new Event("resize")));
    expect(bar().queryByRole("button", { name: /Visa fler/ })).toBeNull();
    await waitFor(() => expect(bar().getByRole("button", { name: "Visa fler: Öppna meny" })).toBeTruthy());
  });

  it("moves nothing below MD 768: the hamburger menu holds every link", async () => {
    size.viewport = 700;
    await menuAt("/member/login");
    // Below MD the bar is not rendered at all (use-desktop-menu.ts), so nothing is moved out of it.
    expect(screen.queryByRole("navigation", { name: "Huvudmeny" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Visa fler/ })).toBeNull();
  });
});
