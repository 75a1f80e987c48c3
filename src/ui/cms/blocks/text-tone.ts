// SPEC §3 "text colour (light, dark)" on blocks and slides, held to WCAG 2.1 AA (1.4.3: 4.5:1 for
// text) over any picture: text over an image sits on a scrim of the opposite tone, never thinner
// than the alpha that keeps 4.5:1 against the worst image (white under light text, black under
// dark text). text-tone.test.ts checks that for every image colour.

export type Tone = "light" | "dark";

type Rgb = readonly [number, number, number];

interface ToneColours {
  /** The text colour. */
  readonly text: string;
  /** The scrim and the background of a block without a picture. */
  readonly scrim: Rgb;
  /** The lowest scrim alpha over a picture that keeps the text at AA contrast. */
  readonly minScrimAlpha: number;
}

export const TONES: Readonly<Record<Tone, ToneColours>> = {
  // White on a zinc-900 scrim: ≥ 0.6 keeps 5.7:1 even over a white picture.
  light: { text: "#ffffff", scrim: [24, 24, 27], minScrimAlpha: 0.6 },
  // Zinc-900 on a white scrim: ≥ 0.75 keeps 6.4:1 even over a black picture.
  dark: { text: "#18181b", scrim: [255, 255, 255], minScrimAlpha: 0.75 },
};

function rgba([r, g, b]: Rgb, alpha: number): string {
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The tone's solid background, for a block or slide without a picture. */
export function toneBackground(tone: Tone): string {
  return rgba(TONES[tone].scrim, 1);
}

/** The scrim's alpha behind text over a picture: the slide's own overlay, never below the AA minimum. */
export function scrimAlpha(tone: Tone, overlayAlpha = 0): number {
  const alpha = Number.isFinite(overlayAlpha) ? overlayAlpha : 0;
  return Math.min(1, Math.max(TONES[tone].minScrimAlpha, alpha));
}

/** The scrim behind text over a picture. */
export function scrimBackground(tone: Tone, overlayAlpha = 0): string {
  return rgba(TONES[tone].scrim, scrimAlpha(tone, overlayAlpha));
}

/**
 * A slide's "transparency" (SPEC §3, openapi: overlay transparency in percent) as the alpha of the
 * tone-coloured overlay over the whole picture. Decision: the percentage is how strongly the overlay
 * tints the picture (0, the contract's default, leaves it untouched), which the demo slides follow
 * (stronger overlays under light text on busy pictures).
 */
export function overlayAlpha(transparencyPercent: number): number {
  return Number.isFinite(transparencyPercent) ? Math.min(1, Math.max(0, transparencyPercent / 100)) : 0;
}

export function overlayBackground(tone: Tone, transparencyPercent: number): string {
  return rgba(TONES[tone].scrim, overlayAlpha(transparencyPercent));
}
