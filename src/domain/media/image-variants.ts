/**
 * Responsive variants of the seeded and media-library images (issue 8: "Images responsive (srcset …)",
 * "WebP/AVIF with JPEG fallback"). The server writes every image key in each width and format as
 * `/images/<key>-<width>.<format>`; pages, slides and collections store the largest JPEG. From that
 * one address the web app builds a <picture> with one <source> per format and a srcset of widths.
 */

/** The widths every image is made in, smallest first. */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;

/** The formats, best compression first: the browser takes the first <source> it can decode. */
export const IMAGE_FORMATS = [
  { format: "avif", mimeType: "image/avif" },
  { format: "webp", mimeType: "image/webp" },
  { format: "jpg", mimeType: "image/jpeg" },
] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number]["format"];

export interface ImageCandidate {
  readonly url: string;
  readonly width: number;
}

export interface ImageVariantSet {
  readonly format: ImageFormat;
  readonly mimeType: string;
  readonly candidates: readonly ImageCandidate[];
  /** The `srcset` attribute value: "url 480w, url 960w, url 1440w". */
  readonly srcset: string;
}

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
// A key is lower-case letters, digits and single dashes; the width and extension are fixed.
const SEEDED_IMAGE = new RegExp(`^/images/([a-z0-9]+(?:-[a-z0-9]+)*)-${LARGEST}\\.jpg$`);

/** The file name of one variant of an image key (what the server writes and serves under /images/). */
export function imageVariantFileName(key: string, width: number, format: ImageFormat): string {
  return `${key}-${width}.${format}`;
}

/**
 * The srcset candidates per format of a seeded or library image address (`/images/<key>-1440.jpg`),
 * in IMAGE_FORMATS order; null for any other address (a foreign URL is shown as it is).
 */
export function imageVariants(url: string): readonly ImageVariantSet[] | null {
  const match = SEEDED_IMAGE.exec(url);
  const key = match?.[1];
  if (key === undefined) return null;
  return IMAGE_FORMATS.map(({ format, mimeType }) => {
    const candidates = IMAGE_WIDTHS.map((width) => ({ url: `/images/${imageVariantFileName(key, width, format)}`, width }));
    return { format, mimeType, candidates, srcset: candidates.map((c) => `${c.url} ${c.width}w`).join(", ") };
  });
}
