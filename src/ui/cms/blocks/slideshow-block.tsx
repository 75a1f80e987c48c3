import { Box, Container } from "@chakra-ui/react";
import { slideshowHeight, withSlideDefaults } from "../../../domain/cms/slideshow";
import type { CmsBlock } from "../../../ports/cms/cms-content-gateway.port";
import type { BlockProps } from "./block-props";
import { Slideshow } from "./slideshow";

type SlideshowBlockData = Extract<CmsBlock, { kind: "SLIDESHOW" }>;

/** SPEC §3 slideshow block: its height and container from the settings, each slide with its own settings. */
export function SlideshowBlock({ block, priority }: BlockProps<SlideshowBlockData>) {
  const slides = block.slides.map(withSlideDefaults);
  if (slides.length === 0) return null;
  const height = slideshowHeight(block.settings.slideHeight, block.settings.customHeightPercent);
  const slideshow = <Slideshow slides={slides} height={height} priority={priority} />;
  // Decision: a slideshow is full width unless its settings say contained (the demo's app slideshows).
  return (block.settings.container ?? "full-width") === "contained" ? (
    <Container maxW="6xl" py={{ base: "4", md: "6" }}>
      <Box borderRadius="lg" overflow="hidden">
        {slideshow}
      </Box>
    </Container>
  ) : (
    slideshow
  );
}
