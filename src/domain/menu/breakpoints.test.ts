import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { breakpointOf, isDesktopMenu, menuBreakpointOf, shouldRecalculateMenu } from "./breakpoints";

describe("breakpoints (SPEC §9)", () => {
  it.each([
    [0, "xs"],
    [575, "xs"],
    [575.5, "xs"],
    [576, "sm"],
    [767, "sm"],
    [768, "md"],
    [991, "md"],
    [992, "lg"],
    [1199, "lg"],
    [1200, "xl"],
    [2560, "xl"],
  ])("classifies %s px as %s", (width, expected) => {
    expect(breakpointOf(width)).toBe(expected);
  });

  it("uses the desktop menu from MD 768 up", () => {
    expect([767, 768].map(isDesktopMenu)).toEqual([false, true]);
  });

  it("recalculates the menu when crossing MD, LG or XL", () => {
    expect(shouldRecalculateMenu(767, 768)).toBe(true);
    expect(shouldRecalculateMenu(991, 992)).toBe(true);
    expect(shouldRecalculateMenu(1200, 1199)).toBe(true);
  });

  it("does not recalculate within a breakpoint or between xs and sm", () => {
    expect(shouldRecalculateMenu(800, 990)).toBe(false);
    expect(shouldRecalculateMenu(500, 700)).toBe(false);
  });

  it("recalculates exactly when the menu breakpoint differs", () => {
    fc.assert(
      fc.property(fc.nat({ max: 3000 }), fc.nat({ max: 3000 }), (a, b) => {
        expect(shouldRecalculateMenu(a, b)).toBe(menuBreakpointOf(a) !== menuBreakpointOf(b));
        expect(shouldRecalculateMenu(a, b)).toBe(shouldRecalculateMenu(b, a));
      }),
    );
  });

  it("never classifies a wider viewport as a narrower breakpoint", () => {
    const order = ["xs", "sm", "md", "lg", "xl"];
    fc.assert(
      fc.property(fc.nat({ max: 3000 }), fc.nat({ max: 3000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(breakpointOf(lo))).toBeLessThanOrEqual(order.indexOf(breakpointOf(hi)));
      }),
    );
  });
});
