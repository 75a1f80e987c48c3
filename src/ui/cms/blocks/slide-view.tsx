import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import type { CompleteSlide, SlideshowHeight } from "../../../domain/cms/slideshow";
import { imageAlignmentPosition } from "../../../domain/cms/image-position";
import { PICTURE_SIZES } from "../../../domain/cms/priority-picture";
import { justifyFor } from "./block-frame";
import { CmsLinkButton } from "./cms-link";
import { ResponsiveImage } from "./responsive-image";
import { overlayAlpha, overlayBackground, scrimBackground, toneBackground, TONES } from "./text-tone";

/** A named height is the slide's minimum height (SPEC §3, §9); a longer text makes it taller. */
function minHeightOf(height: SlideshowHeight) {
  return height.kind === "fixed" ? { base: `${height.minHeight.base}px`, md: `${height.minHeight.md}px` } : undefined;
}

interface SlideViewProps {
  readonly slide: CompleteSlide;
  readonly height: SlideshowHeight;
  /** The first slide of the page's first block: the likely LCP picture. */
  readonly priority: boolean;
}

/**
 * One slide (SPEC §3 Slide): its picture aligned top, center or bottom, the tone-coloured overlay of
 * its transparency, and the title, text and links (primary before secondary) aligned left, center or
 * right on a scrim that keeps AA contrast (text-tone.ts).
 */
export function SlideView({ slide, height, priority }: SlideViewProps) {
  const tone = slide.textColor;
  const picture = slide.imageUrl;
  return (
    <Box
      position="relative"
      display="flex"
      flex="1"
      minWidth="0"
      minHeight={minHeightOf(height)}
      bg={picture ? "gray.800" : tone === "light" ? toneBackground("light") : "gray.100"}
    >
      {picture && (
        <>
          <ResponsiveImage
            fill
            src={picture}
            alt={null}
            sizes={PICTURE_SIZES.fullWidth}
            objectPosition={imageAlignmentPosition(slide.imageAlignment)}
            priority={priority}
          />
          <Box position="absolute" inset="0" bg={overlayBackground(tone, slide.transparency)} />
        </>
      )}
      {/* Custom: a spacer as tall as the percentage of the width (padding-top counts from the width), so
          the slide keeps that height yet grows when its text needs more (a long title on a phone). */}
      {height.kind === "ratio" && <Box flex="none" width="0" paddingTop={`${height.percentOfWidth}%`} aria-hidden="true" />}
      <Flex
        position="relative"
        flex="1"
        minWidth="0"
        align="center"
        justify={justifyFor(slide.textAlignment)}
        px={{ base: "4", md: "12" }}
        py={{ base: "8", md: "12" }}
      >
        <Box
          maxW="2xl"
          textAlign={slide.textAlignment}
          color={TONES[tone].text}
          bg={picture ? scrimBackground(tone, overlayAlpha(slide.transparency)) : undefined}
          px={picture ? { base: "5", md: "8" } : "0"}
          py={picture ? { base: "5", md: "7" } : "0"}
          borderRadius="lg"
          css={tone === "light" ? { "& :focus-visible": { outlineColor: "white" } } : undefined}
        >
          <Heading as="h2" size={{ base: "2xl", md: "4xl" }} lineHeight="1.2">
            {slide.title}
          </Heading>
          {slide.text && (
            <Text fontSize={{ base: "md", md: "xl" }} mt="3">
              {slide.text}
            </Text>
          )}
          <Flex gap="3" wrap="wrap" justify={justifyFor(slide.textAlignment)} mt="5">
            <CmsLinkButton url={slide.primaryLink.url} variant="primary">
              {slide.primaryLink.text}
            </CmsLinkButton>
            {slide.secondaryLink && (
              <CmsLinkButton url={slide.secondaryLink.url} variant="secondary">
                {slide.secondaryLink.text}
              </CmsLinkButton>
            )}
          </Flex>
        </Box>
      </Flex>
    </Box>
  );
}
