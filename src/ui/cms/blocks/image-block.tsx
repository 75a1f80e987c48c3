import { SimpleGrid } from "@chakra-ui/react";
import { focusPointPosition } from "../../../domain/cms/image-position";
import { imageBlockSizes } from "../../../domain/cms/priority-picture";
import type { CmsBlock } from "../../../ports/cms/cms-content-gateway.port";
import { BlockFrame } from "./block-frame";
import type { BlockProps } from "./block-props";
import { ResponsiveImage } from "./responsive-image";

type ImageBlockData = Extract<CmsBlock, { kind: "IMAGE" }>;

/** SPEC §3 image block: one picture, or two side by side from md up. */
export function ImageBlock({ block, priority }: BlockProps<ImageBlockData>) {
  const two = block.images.length > 1;
  const wide = (block.settings.container ?? "contained") === "full-width";
  const sizes = imageBlockSizes(block.images.length, block.settings.container);
  return (
    <BlockFrame settings={block.settings}>
      <SimpleGrid columns={{ base: 1, md: two ? 2 : 1 }} gap="6">
        {block.images.slice(0, 2).map((image, index) => (
          <ResponsiveImage
            key={`${image.url}-${index}`}
            src={image.url}
            alt={image.altText}
            aspectRatio={two ? 4 / 3 : wide ? 21 / 9 : 16 / 9}
            sizes={sizes}
            objectPosition={focusPointPosition(block.settings.imageFocusPoint)}
            priority={priority && index === 0}
          />
        ))}
      </SimpleGrid>
    </BlockFrame>
  );
}
