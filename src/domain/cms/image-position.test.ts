import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { focusPointPosition, imageAlignmentPosition } from "./image-position";

describe("image positions (SPEC §3 focus point, slide image alignment)", () => {
  it("keeps the focus point in view", () => {
    expect(focusPointPosition({ x: 30, y: 60 })).toBe("30% 60%");
  });

  it("keeps the centre in view without a focus point", () => {
    expect(focusPointPosition(null)).toBe("50% 50%");
    expect(focusPointPosition(undefined)).toBe("50% 50%");
  });

  it("never points outside the picture", () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (x, y) => {
        const [px, py] = focusPointPosition({ x, y })
          .split(" ")
          .map((part) => Number(part.replace("%", "")));
        for (const value of [px, py]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it("aligns a slide's image to its top, centre or bottom", () => {
    expect(imageAlignmentPosition("top")).toBe("50% 0%");
    expect(imageAlignmentPosition("center")).toBe("50% 50%");
    expect(imageAlignmentPosition("bottom")).toBe("50% 100%");
    expect(imageAlignmentPosition(null)).toBe("50% 50%");
  });
});
