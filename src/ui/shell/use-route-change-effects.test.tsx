// @vitest-environment jsdom
import { act, cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../app/render-app.test-helper";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("after a route change (SPEC §2 routing behaviour)", () => {
  it("scrolls to the top, unless the path ends with search", async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const app = await renderApp("/member/play");
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => app.router.navigate("/member/boka"));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => app.router.navigate("/member/play/search?q=hav"));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => app.router.navigate("/member/pages/research"));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
