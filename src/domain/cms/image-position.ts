// SPEC §3 Block settings "image focus point" and Slide "image alignment (top, center, bottom)": which
// part of a picture stays in view when it is cropped to its box (CSS object-position).

export interface FocusPoint {
  /** Percent from the left. */
  readonly x: number;
  /** Percent from the top. */
  readonly y: number;
}

const clampPercent = (value: number): number => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50);

/** The focus point as an object-position ("30% 60%"); none keeps the centre in view. */
export function focusPointPosition(point: FocusPoint | null | undefined): string {
  if (!point) return "50% 50%";
  return `${clampPercent(point.x)}% ${clampPercent(point.y)}%`;
}

/** A slide's image alignment as an object-position: top keeps the top edge in view, bottom the bottom one. */
export function imageAlignmentPosition(alignment: "top" | "center" | "bottom" | null | undefined): string {
  if (alignment === "top") return "50% 0%";
  if (alignment === "bottom") return "50% 100%";
  return "50% 50%";
}
