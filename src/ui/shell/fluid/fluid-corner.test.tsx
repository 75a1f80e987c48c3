// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RootStore } from "../../../application/root.store";
import { AppProviders } from "../../app/app-providers";
import { createAppContainer } from "../../composition-root";
import { createI18n } from "../../i18n/i18n";
import { FluidCorner } from "./fluid-corner";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** matchMedia answering prefers-reduced-motion as given; `set` changes it as the OS setting would. */
function stubReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return query.includes("reduce") && matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (value: boolean) => {
    matches = value;
    listeners.forEach((listener) => listener());
  };
}

async function renderCorner() {
  const container = await createAppContainer({ apiBaseUrl: "", backend: "memory", brand: "default" }, { platform: "memory" });
  render(
    <AppProviders root={container.get(RootStore)} i18n={createI18n("sv")} brand="default">
      <FluidCorner />
    </AppProviders>,
  );
}

describe("the hidden corner and the fluid animation (SPEC §1)", () => {
  it("is off by default and toggled by the corner, a labelled button", async () => {
    stubReducedMotion(false);
    // jsdom has no canvas: the animation finds no 2D context and draws nothing, which is enough here.
    await renderCorner();
    const corner = screen.getByRole("button", { name: "Slå på eller av den dekorativa animationen" });
    expect(corner.getAttribute("aria-pressed")).toBe("false");
    expect(screen.queryByTestId("fluid-canvas")).toBeNull();

    await userEvent.click(corner);
    expect(corner.getAttribute("aria-pressed")).toBe("true");
    const canvas = await screen.findByTestId("fluid-canvas");
    expect(canvas.getAttribute("aria-hidden")).toBe("true");

    await userEvent.click(corner);
    expect(screen.queryByTestId("fluid-canvas")).toBeNull();
  });

  it("is reached and left with Tab like any button (no keyboard trap)", async () => {
    stubReducedMotion(false);
    await renderCorner();
    await userEvent.tab();
    expect(document.activeElement?.getAttribute("data-testid")).toBe("fluid-corner");
    await userEvent.keyboard("{Enter}");
    expect(document.activeElement?.getAttribute("aria-pressed")).toBe("true");
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it("does not exist under prefers-reduced-motion, and stops a running animation when it is turned on", async () => {
    const setReducedMotion = stubReducedMotion(false);
    await renderCorner();
    await userEvent.click(screen.getByTestId("fluid-corner"));
    await screen.findByTestId("fluid-canvas");
    act(() => setReducedMotion(true));
    await waitFor(() => expect(screen.queryByTestId("fluid-canvas")).toBeNull());
    expect(screen.queryByTestId("fluid-corner")).toBeNull();
  });
});
