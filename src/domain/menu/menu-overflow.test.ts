import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MORE_LINKS_LABEL, splitMenuLinks } from "./menu-overflow";

const links = (...widths: number[]) => widths.map((width, i) => ({ link: `L${i + 1}`, width }));

describe("menu overflow into 'Visa fler' (SPEC §2)", () => {
  it("labels the dropdown 'Visa fler'", () => {
    expect(MORE_LINKS_LABEL).toBe("Visa fler");
  });

  it("keeps every link when they all fit, without room for the trigger", () => {
    expect(splitMenuLinks({ links: links(100, 100, 100), containerWidth: 300, triggerWidth: 80, viewportWidth: 1280 })).toEqual({
      layout: "desktop",
      kept: ["L1", "L2", "L3"],
      moved: [],
    });
  });

  it("counts the trigger's width once something overflows", () => {
    // 100 + 100 + 80 = 280 fits, a third link would need 380.
    expect(splitMenuLinks({ links: links(100, 100, 100, 100), containerWidth: 300, triggerWidth: 80, viewportWidth: 1280 })).toEqual({
      layout: "desktop",
      kept: ["L1", "L2"],
      moved: ["L3", "L4"],
    });
  });

  it("keeps the menu order, moving a narrow link that follows an overflowing one", () => {
    const split = splitMenuLinks({ links: links(100, 300, 10), containerWidth: 250, triggerWidth: 50, viewportWidth: 1000 });
    expect(split).toEqual({ layout: "desktop", kept: ["L1"], moved: ["L2", "L3"] });
  });

  it("moves everything when not even the trigger leaves room for a link", () => {
    const split = splitMenuLinks({ links: links(120, 120), containerWidth: 200, triggerWidth: 100, viewportWidth: 900 });
    expect(split).toEqual({ layout: "desktop", kept: [], moved: ["L1", "L2"] });
  });

  it("hands every link to the hamburger menu below MD 768", () => {
    expect(splitMenuLinks({ links: links(500, 500), containerWidth: 300, triggerWidth: 80, viewportWidth: 767 })).toEqual({
      layout: "mobile",
      links: ["L1", "L2"],
    });
  });

  it("treats an unmeasured (negative or NaN) width as 0 px", () => {
    const split = splitMenuLinks({ links: links(Number.NaN, -5, 100), containerWidth: 100, triggerWidth: 80, viewportWidth: 1200 });
    expect(split).toEqual({ layout: "desktop", kept: ["L1", "L2", "L3"], moved: [] });
  });
});

describe("menu overflow properties", () => {
  const input = fc.record({
    widths: fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 12 }),
    containerWidth: fc.integer({ min: 0, max: 1600 }),
    triggerWidth: fc.integer({ min: 0, max: 200 }),
    viewportWidth: fc.integer({ min: 768, max: 2560 }),
  });

  it("keeps plus moves equals all links, in order, and the kept ones fit", () => {
    fc.assert(
      fc.property(input, ({ widths, containerWidth, triggerWidth, viewportWidth }) => {
        const split = splitMenuLinks({ links: links(...widths), containerWidth, triggerWidth, viewportWidth });
        if (split.layout !== "desktop") throw new Error("expected the desktop layout from MD up");
        expect([...split.kept, ...split.moved]).toEqual(links(...widths).map((l) => l.link));
        const keptWidth = widths.slice(0, split.kept.length).reduce((a, b) => a + b, 0);
        const reserved = split.moved.length > 0 ? triggerWidth : 0;
        // Kept links always fit next to the trigger; with no link kept only the trigger is shown.
        if (split.kept.length > 0) expect(keptWidth + reserved).toBeLessThanOrEqual(containerWidth);
      }),
    );
  });

  it("keeps as many links as fit: one more would not", () => {
    fc.assert(
      fc.property(input, ({ widths, containerWidth, triggerWidth, viewportWidth }) => {
        const split = splitMenuLinks({ links: links(...widths), containerWidth, triggerWidth, viewportWidth });
        if (split.layout !== "desktop" || split.moved.length === 0) return;
        const next = widths[split.kept.length] ?? 0;
        const keptWidth = widths.slice(0, split.kept.length).reduce((a, b) => a + b, 0);
        expect(keptWidth + next + triggerWidth).toBeGreaterThan(containerWidth);
      }),
    );
  });

  it("never keeps fewer links in a wider container", () => {
    fc.assert(
      fc.property(input, fc.nat({ max: 500 }), ({ widths, containerWidth, triggerWidth, viewportWidth }, extra) => {
        const narrow = splitMenuLinks({ links: links(...widths), containerWidth, triggerWidth, viewportWidth });
        const wide = splitMenuLinks({ links: links(...widths), containerWidth: containerWidth + extra, triggerWidth, viewportWidth });
        if (narrow.layout !== "desktop" || wide.layout !== "desktop") throw new Error("expected the desktop layout");
        expect(wide.kept.length).toBeGreaterThanOrEqual(narrow.kept.length);
      }),
    );
  });
});
