import { Box, Grid } from "@chakra-ui/react";
import { focusPointPosition } from "../../../domain/cms/image-position";
import { imageTextSizes } from "../../../domain/cms/priority-picture";
import type { CmsBlock } from "../../../ports/cms/cms-content-gateway.port";
import { BlockFrame, BlockLinks } from "./block-frame";
import type { BlockProps } from "./block-props";
import { HtmlContent } from "./html-content";
import { ResponsiveImage } from "./responsive-image";

type ImageTextBlockData = Extract<CmsBlock, { kind: "IMAGE_TEXT" }>;

/**
 * SPEC §3 image and text: the picture beside the text from md up (left or right, SPEC "image
 * alignment"; top, center and bottom place it above or below), stacked on small screens with the
 * picture first unless it is aligned to the bottom.
 */
export function ImageTextBlock({ block, priority }: BlockProps<ImageTextBlockData>) {
  const alignment = block.settings.imageAlignment ?? "left";
  const beside = alignment === "left" || alignment === "right";
  const imageFirst = alignment !== "right" && alignment !== "bottom";
  const picture = (
    <Box order={{ base: alignment === "bottom" ? 2 : 0, md: imageFirst ? 0 : 2 }}>
      <ResponsiveImage
        src={block.image.url}
        alt={block.image.altText}
        aspectRatio={3 / 2}
        sizes={imageTextSizes(alignment)}
        objectPosition={focusPointPosition(block.settings.imageFocusPoint)}
        priority={priority}
      />
    </Box>
  );
  return (
    <BlockFrame settings={block.settings} withLinks={false}>
      <Grid templateColumns={{ base: "1fr", md: beside ? "1fr 1fr" : "1fr" }} gap={{ base: "6", md: "10" }} alignItems="center">
        {picture}
        <Box order={1}>
          <HtmlContent html={block.html} kind="text" />
          <BlockLinks settings={block.settings} />
        </Box>
      </Grid>
    </BlockFrame>
  );
}
