// SPEC §3 Slide / Slideshow and §9: "Slideshow: 3 named heights plus custom percentage",
// "carousel 600 ms".

/** SPEC §9: the carousel's transition between slides. */
export const CAROUSEL_TRANSITION_MS = 600;

/**
 * Decision (SPEC silent): an autoplaying slideshow moves on every 7 seconds — long enough to read a
 * title, a sentence and two links (WCAG 2.2.2 asks for a pause control too, which the web app has).
 */
export const SLIDESHOW_AUTOPLAY_DELAY_MS = 7000;

export type SlideshowHeightName = "low" | "medium" | "high" | "custom" | "fit-to-text";

/** A minimum height in CSS pixels on small screens (below md, 768 px, SPEC §9) and from md up. */
export interface ResponsivePixels {
  readonly base: number;
  readonly md: number;
}

export type SlideshowHeight =
  /** A named height: at least this tall; longer text makes the slide taller, never clipped. */
  | { readonly kind: "fixed"; readonly minHeight: ResponsivePixels }
  /** Custom: the height as a percentage of the slideshow's width (it scales, so nothing shifts). */
  | { readonly kind: "ratio"; readonly percentOfWidth: number }
  /** Fit to text: as tall as the slide's own content. */
  | { readonly kind: "fit" };

/**
 * Decisions (SPEC names the three heights without figures): low 260/320 px, medium 360/440 px, high
 * 440/600 px (below md / from md). A custom percentage is of the width, like the demo's "30 procent"
 * slideshow, clamped to 1–100 as the contract bounds it; custom without a percentage is medium. An
 * unknown height is medium too.
 */
export const NAMED_SLIDESHOW_HEIGHTS: Readonly<Record<"low" | "medium" | "high", ResponsivePixels>> = {
  low: { base: 260, md: 320 },
  medium: { base: 360, md: 440 },
  high: { base: 440, md: 600 },
};

export function slideshowHeight(height: SlideshowHeightName | null | undefined, customPercent?: number | null): SlideshowHeight {
  if (height === "fit-to-text") return { kind: "fit" };
  if (height === "custom" && typeof customPercent === "number" && Number.isFinite(customPercent))
    return { kind: "ratio", percentOfWidth: Math.min(100, Math.max(1, Math.round(customPercent))) };
  const named = height === "low" || height === "high" ? height : "medium";
  return { kind: "fixed", minHeight: NAMED_SLIDESHOW_HEIGHTS[named] };
}

export interface SlideLinkFields {
  readonly text: string;
  readonly url: string;
}

/** A slide as an editor stores it: everything but the title and primary link may be absent. */
export interface SlideFields {
  readonly title: string;
  readonly text?: string | null;
  readonly textAlignment?: "left" | "center" | "right";
  readonly imageUrl?: string | null;
  readonly imageAlignment?: "top" | "center" | "bottom";
  readonly transparency?: number;
  readonly textColor?: "light" | "dark";
  readonly primaryLink: SlideLinkFields;
  readonly secondaryLink?: SlideLinkFields | null;
}

export type CompleteSlide = { readonly [K in keyof SlideFields]-?: Exclude<SlideFields[K], undefined> };

/**
 * A slide with every absent setting at its default, as the contract states them (openapi SlideInput:
 * "Absent means left / center / 0 / light"). The transparency is clamped to 0–100 percent.
 */
export function withSlideDefaults(slide: SlideFields): CompleteSlide {
  const transparency = slide.transparency ?? 0;
  return {
    title: slide.title,
    text: slide.text ?? null,
    textAlignment: slide.textAlignment ?? "left",
    imageUrl: slide.imageUrl ?? null,
    imageAlignment: slide.imageAlignment ?? "center",
    transparency: Number.isFinite(transparency) ? Math.min(100, Math.max(0, transparency)) : 0,
    textColor: slide.textColor ?? "light",
    primaryLink: slide.primaryLink,
    secondaryLink: slide.secondaryLink ?? null,
  };
}
