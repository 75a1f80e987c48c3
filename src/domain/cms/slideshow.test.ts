import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CAROUSEL_TRANSITION_MS, NAMED_SLIDESHOW_HEIGHTS, slideshowHeight, withSlideDefaults } from "./slideshow";

describe("slideshow heights (SPEC §3, §9: three named heights, a custom percentage, fit to text)", () => {
  it("states the SPEC §9 carousel transition of 600 ms", () => {
    expect(CAROUSEL_TRANSITION_MS).toBe(600);
  });

  it("gives the three named heights growing from low to high on every screen size", () => {
    const { low, medium, high } = NAMED_SLIDESHOW_HEIGHTS;
    expect(low.base).toBeLessThan(medium.base);
    expect(medium.base).toBeLessThan(high.base);
    expect(low.md).toBeLessThan(medium.md);
    expect(medium.md).toBeLessThan(high.md);
    expect(slideshowHeight("high")).toEqual({ kind: "fixed", minHeight: high });
  });

  it("makes a custom height a percentage of the width", () => {
    expect(slideshowHeight("custom", 30)).toEqual({ kind: "ratio", percentOfWidth: 30 });
  });

  it("makes fit to text follow the content", () => {
    expect(slideshowHeight("fit-to-text", 40)).toEqual({ kind: "fit" });
  });

  it("falls back to medium for a custom height without a percentage and for no height at all", () => {
    const medium = { kind: "fixed", minHeight: NAMED_SLIDESHOW_HEIGHTS.medium };
    expect(slideshowHeight("custom", null)).toEqual(medium);
    expect(slideshowHeight(undefined)).toEqual(medium);
  });

  it("keeps every custom percentage between 1 and 100", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (percent) => {
        const height = slideshowHeight("custom", percent);
        expect(height.kind).toBe("ratio");
        if (height.kind !== "ratio") return;
        expect(height.percentOfWidth).toBeGreaterThanOrEqual(1);
        expect(height.percentOfWidth).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe("withSlideDefaults (openapi SlideInput: absent settings)", () => {
  const minimal = { title: "Mellanhöjd", primaryLink: { text: "Till Play", url: "/member/play" } };

  it("gives an absent setting the contract's default: left, center, 0 %, light", () => {
    expect(withSlideDefaults(minimal)).toEqual({
      ...minimal,
      text: null,
      textAlignment: "left",
      imageUrl: null,
      imageAlignment: "center",
      transparency: 0,
      textColor: "light",
      secondaryLink: null,
    });
  });

  it("keeps the settings a slide has", () => {
    const slide = { ...minimal, textAlignment: "right", imageAlignment: "top", transparency: 35, textColor: "dark" } as const;
    expect(withSlideDefaults(slide)).toMatchObject({ textAlignment: "right", imageAlignment: "top", transparency: 35, textColor: "dark" });
  });

  it("keeps the transparency between 0 and 100 percent", () => {
    fc.assert(
      fc.property(fc.double(), (transparency) => {
        const { transparency: kept } = withSlideDefaults({ ...minimal, transparency });
        expect(kept).toBeGreaterThanOrEqual(0);
        expect(kept).toBeLessThanOrEqual(100);
      }),
    );
  });
});
