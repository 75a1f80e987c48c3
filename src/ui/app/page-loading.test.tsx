// @vitest-environment jsdom
import { ChakraProvider } from "@chakra-ui/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../i18n/i18n";
import { createBrandSystem } from "../theme/brand-system";
import { PageLoading, SPINNER_DELAY_MS } from "./page-loading";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("PageLoading", () => {
  it("says at once, to screen readers, that the page is loading, and shows a spinner only when the wait is noticeable", () => {
    vi.useFakeTimers();
    render(
      <ChakraProvider value={createBrandSystem("default")}>
        <I18nextProvider i18n={createI18n("sv")}>
          <PageLoading />
        </I18nextProvider>
      </ChakraProvider>,
    );
    expect(screen.getByRole("status").textContent).toBe("Laddar sidan…");
    expect(screen.queryByTestId("page-loading-spinner")).toBeNull();
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS));
    expect(screen.getByTestId("page-loading-spinner").getAttribute("aria-hidden")).toBe("true");
  });
});
