// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { WindowNavigation } from "./window-navigation.adapter";

describe("WindowNavigation", () => {
  it("pushes the path and fires popstate so the router renders it", () => {
    const navigation = new WindowNavigation();
    const listener = vi.fn();
    window.addEventListener("popstate", listener);
    navigation.go("/member/login?next=%2Fmember%2Fplay");
    window.removeEventListener("popstate", listener);
    expect(navigation.currentLocation()).toBe("/member/login?next=%2Fmember%2Fplay");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("replaces the entry when asked to", () => {
    const navigation = new WindowNavigation();
    navigation.go("/a");
    const length = window.history.length;
    navigation.go("/b", { replace: true });
    expect(window.history.length).toBe(length);
    expect(navigation.currentLocation()).toBe("/b");
  });

  it("does nothing when already there", () => {
    const navigation = new WindowNavigation();
    navigation.go("/same");
    const listener = vi.fn();
    window.addEventListener("popstate", listener);
    navigation.go("/same");
    window.removeEventListener("popstate", listener);
    expect(listener).not.toHaveBeenCalled();
  });
});
