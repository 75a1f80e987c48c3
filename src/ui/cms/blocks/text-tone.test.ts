import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../theme/contrast";
import { overlayAlpha, scrimAlpha, TONES, toneBackground, type Tone } from "./text-tone";

const hex = (channels: readonly number[]) => `#${channels.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** What the eye sees: the scrim over the picture's colour (browsers blend in sRGB). */
function composite(tone: Tone, alpha: number, image: readonly number[]): string {
  return hex(TONES[tone].scrim.map((s, i) => alpha * s + (1 - alpha) * (image[i] ?? 0)));
}

describe("text tones (SPEC §3 text colour, WCAG 1.4.3 AA)", () => {
  it("keeps light and dark text at 4.5:1 over any picture, whatever overlay a slide asks for", () => {
    const channel = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(
        fc.constantFrom<Tone>("light", "dark"),
        fc.tuple(channel, channel, channel),
        fc.double({ min: 0, max: 1 }),
        (tone, image, overlay) => {
          const background = composite(tone, scrimAlpha(tone, overlay), image);
          expect(contrastRatio(TONES[tone].text, background)).toBeGreaterThanOrEqual(4.5);
        },
      ),
    );
  });

  it("keeps the worst picture at 4.5:1 at exactly the minimum scrim", () => {
    expect(contrastRatio(TONES.light.text, composite("light", TONES.light.minScrimAlpha, [255, 255, 255]))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(TONES.dark.text, composite("dark", TONES.dark.minScrimAlpha, [0, 0, 0]))).toBeGreaterThanOrEqual(4.5);
  });

  it("gives text on a block without a picture its tone's solid background", () => {
    expect(toneBackground("light")).toBe("rgba(24, 24, 27, 1)");
    expect(contrastRatio(TONES.light.text, "#18181b")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(TONES.dark.text, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("reads a slide's transparency as the overlay's strength, 0 leaving the picture as it is", () => {
    expect(overlayAlpha(0)).toBe(0);
    expect(overlayAlpha(35)).toBeCloseTo(0.35);
    expect(overlayAlpha(250)).toBe(1);
    expect(overlayAlpha(Number.NaN)).toBe(0);
  });
});
