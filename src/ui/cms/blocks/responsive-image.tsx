import { Box, type BoxProps } from "@chakra-ui/react";
import { imageVariants } from "../../../domain/media/image-variants";

export interface ResponsiveImageProps {
  readonly src: string;
  /** Null or "": a decorative picture, skipped by screen readers. */
  readonly alt: string | null;
  /** How wide the picture is shown, for the browser to pick a width (the `sizes` attribute). */
  readonly sizes: string;
  /** The box's width / height; the picture covers it, so nothing moves when it arrives (CLS). */
  readonly aspectRatio?: number;
  /** CSS object-position: the focus point or image alignment that stays in view (SPEC §3). */
  readonly objectPosition?: string;
  /**
   * The page's first picture, likely its largest paint (LCP): fetched at once and first. Every other
   * picture waits until it nears the viewport.
   */
  readonly priority?: boolean;
  /** Cover the parent (a positioned box) instead of holding a box of its own: background pictures. */
  readonly fill?: boolean;
  readonly opacity?: number;
}

/** The width every stored picture has at its largest (src/domain/media/image-variants.ts). */
const INTRINSIC_WIDTH = 1440;

/**
 * A picture from the CMS (issue 8: "Images responsive (srcset, lazy below the fold, width and height
 * set so nothing shifts)"): AVIF and WebP sources with a JPEG fallback, each a srcset of the widths
 * the server makes; any other address is shown as it is.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  aspectRatio = 16 / 9,
  objectPosition = "50% 50%",
  priority = false,
  fill = false,
  opacity,
}: ResponsiveImageProps) {
  const variants = imageVariants(src);
  const jpeg = variants?.find((set) => set.format === "jpg");
  const height = Math.round(INTRINSIC_WIDTH / aspectRatio);
  const frame: BoxProps = fill
    ? { position: "absolute", inset: "0", overflow: "hidden" }
    : { position: "relative", width: "100%", aspectRatio: String(aspectRatio), overflow: "hidden", bg: "gray.100" };
  return (
    <Box {...frame} opacity={opacity}>
      <picture>
        {variants
          ?.filter((set) => set.format !== "jpg")
          .map((set) => (
            <source key={set.format} type={set.mimeType} srcSet={set.srcset} sizes={sizes} />
          ))}
        <img
          src={jpeg?.candidates[1]?.url ?? src}
          srcSet={jpeg?.srcset}
          sizes={jpeg ? sizes : undefined}
          alt={alt ?? ""}
          width={INTRINSIC_WIDTH}
          height={height}
          loading={priority ? "eager" : "lazy"}
          decoding={priority ? "sync" : "async"}
          fetchPriority={priority ? "high" : "auto"}
          style={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", objectPosition }}
        />
      </picture>
    </Box>
  );
}
