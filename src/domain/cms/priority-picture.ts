// Issue 8: "Images responsive (srcset, lazy below the fold …)" and the Lighthouse goal (LCP ≤ 2.0 s).
// The first block of a page is its top: its picture is fetched at once and is the likely largest
// paint. The web app's blocks give their <img> these `sizes`, and the server preloads the same
// picture from the HTML with the same `sizes`, so the browser picks the same file both times.

/** How wide a CMS picture is shown, as the `sizes` attribute (breakpoints md 768 px, content 1152 px). */
export const PICTURE_SIZES = {
  /** Slides and block backgrounds: the whole window width. */
  fullWidth: "100vw",
  /** A picture in the content column (Chakra's 6xl container, 72rem). */
  contained: "(min-width: 1152px) 1152px, 100vw",
  /** Half the width from md up (two pictures side by side, a picture beside its text). */
  half: "(min-width: 768px) 50vw, 100vw",
} as const;

export type PictureSizes = (typeof PICTURE_SIZES)[keyof typeof PICTURE_SIZES];

/** SPEC §3 image block: two pictures share the row from md up; one is as wide as its container. */
export function imageBlockSizes(pictureCount: number, container: "full-width" | "contained" | null | undefined): PictureSizes {
  if (pictureCount > 1) return PICTURE_SIZES.half;
  return (container ?? "contained") === "full-width" ? PICTURE_SIZES.fullWidth : PICTURE_SIZES.contained;
}

/** SPEC §3 image and text: aligned left or right the picture sits beside the text, else above or below it. */
export function imageTextSizes(alignment: "left" | "right" | "top" | "center" | "bottom" | null | undefined): PictureSizes {
  const beside = (alignment ?? "left") === "left" || alignment === "right";
  return beside ? PICTURE_SIZES.half : PICTURE_SIZES.contained;
}

/** The parts of a CMS block (openapi CmsBlock) that say which picture it shows first. */
export type PictureBlock =
  | { readonly kind: "SLIDESHOW"; readonly slides: readonly { readonly imageUrl?: string | null }[] }
  | {
      readonly kind: "IMAGE";
      readonly images: readonly { readonly url: string }[];
      readonly settings: { readonly container?: "full-width" | "contained" | null };
    }
  | {
      readonly kind: "IMAGE_TEXT";
      readonly image: { readonly url: string };
      readonly settings: { readonly imageAlignment?: "left" | "right" | "top" | "center" | "bottom" | null };
    }
  | { readonly kind: "HEADER"; readonly settings: { readonly backgroundImage?: { readonly url: string } | null } }
  | { readonly kind: string };

export interface PriorityPicture {
  readonly url: string;
  readonly sizes: PictureSizes;
}

/**
 * The picture a page's first block shows at once (the one its blocks mark as priority): the first
 * slide's, an image block's first, an image-and-text block's, a header's background; null for any
 * other block or a block without a picture.
 */
export function priorityPicture(firstBlock: PictureBlock | null | undefined): PriorityPicture | null {
  if (!firstBlock) return null;
  const picture = (url: string | null | undefined, sizes: PictureSizes) => (url ? { url, sizes } : null);
  const block = firstBlock as PictureBlock & { kind: string };
  switch (block.kind) {
    case "SLIDESHOW": {
      const { slides } = block as Extract<PictureBlock, { kind: "SLIDESHOW" }>;
      return picture(slides[0]?.imageUrl, PICTURE_SIZES.fullWidth);
    }
    case "IMAGE": {
      const { images, settings } = block as Extract<PictureBlock, { kind: "IMAGE" }>;
      return picture(images[0]?.url, imageBlockSizes(images.length, settings.container));
    }
    case "IMAGE_TEXT": {
      const { image, settings } = block as Extract<PictureBlock, { kind: "IMAGE_TEXT" }>;
      return picture(image.url, imageTextSizes(settings.imageAlignment));
    }
    case "HEADER": {
      const { settings } = block as Extract<PictureBlock, { kind: "HEADER" }>;
      return picture(settings.backgroundImage?.url, PICTURE_SIZES.fullWidth);
    }
    default:
      return null;
  }
}
