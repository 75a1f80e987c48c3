import { describe, expect, it } from "vitest";
import { BRAND_PALETTES, FOOTER_COLOURS } from "./brand-palettes";
import { contrastRatio } from "./contrast";

const AA = 4.5;

describe("brand palettes (SPEC §1, WCAG AA)", () => {
  it("has the three brand variants with different primary and secondary colours", () => {
    const brands = Object.values(BRAND_PALETTES);
    expect(Object.keys(BRAND_PALETTES).sort()).toEqual(["default", "education-streaming", "film-library"]);
    expect(new Set(brands.map((b) => b.primary)).size).toBe(3);
    expect(new Set(brands.map((b) => b.secondary)).size).toBe(3);
  });

  for (const [name, p] of Object.entries(BRAND_PALETTES)) {
    it(`${name}: button text keeps 4.5:1 on primary, hover and secondary`, () => {
      expect(contrastRatio(p.onPrimary, p.primary)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(p.onPrimary, p.primaryHover)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(p.onSecondary, p.secondary)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(p.onSecondary, p.secondaryHover)).toBeGreaterThanOrEqual(AA);
    });

    it(`${name}: primary text keeps 4.5:1 on white`, () => {
      expect(contrastRatio(p.primaryText, "#FFFFFF")).toBeGreaterThanOrEqual(AA);
    });
  }

  it("footer text and links keep 4.5:1 on the film-library footer", () => {
    expect(contrastRatio(FOOTER_COLOURS.text, FOOTER_COLOURS.background)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(FOOTER_COLOURS.link, FOOTER_COLOURS.background)).toBeGreaterThanOrEqual(AA);
  });

  it("computes the WCAG ratio of black on white as 21", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
  });
});
