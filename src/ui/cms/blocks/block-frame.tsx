import { Box, Container, Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { orderBlockLinks } from "../../../domain/cms/block-links";
import { focusPointPosition } from "../../../domain/cms/image-position";
import { PICTURE_SIZES } from "../../../domain/cms/priority-picture";
import type { BlockSettings } from "../../../ports/cms/cms-content-gateway.port";
import { CmsLinkButton } from "./cms-link";
import { ResponsiveImage } from "./responsive-image";
import { scrimBackground, toneBackground, TONES, type Tone } from "./text-tone";

export type TextAlignment = "left" | "center" | "right";

const JUSTIFY: Record<TextAlignment, string> = { left: "flex-start", center: "center", right: "flex-end" };

/** Flex alignment for a text alignment (links and panels line up with the text). */
export function justifyFor(alignment: TextAlignment): string {
  return JUSTIFY[alignment];
}

/** A block's links as buttons, primary before secondary (SPEC §3), lined up with its text. */
export function BlockLinks({ settings }: { readonly settings: BlockSettings }) {
  const links = orderBlockLinks(settings.links);
  if (links.length === 0) return null;
  return (
    <Flex gap="3" wrap="wrap" justify={justifyFor(settings.textAlignment ?? "left")} mt="6">
      {links.map((link, index) => (
        <CmsLinkButton key={`${link.variant}-${index}`} url={link.url} variant={link.variant}>
          {link.text}
        </CmsLinkButton>
      ))}
    </Flex>
  );
}

interface BlockFrameProps {
  readonly settings: BlockSettings;
  /** The container a block kind has when its settings do not say (SPEC §3 "container"). */
  readonly defaultContainer?: "full-width" | "contained";
  /** The id of the block's heading, which names the section for screen readers. */
  readonly labelledBy?: string;
  /** The page's first block: its background picture is the likely LCP. */
  readonly priority?: boolean;
  /** Show the settings' links under the content (blocks whose links are not placed by the block itself). */
  readonly withLinks?: boolean;
  readonly children: ReactNode;
}

/**
 * The settings every block shares (SPEC §3 Block settings): background image with opacity and focus
 * point, container (full width or contained), text colour (AA contrast, text-tone.ts), text
 * alignment, and the links, primary before secondary.
 */
export function BlockFrame({
  settings,
  defaultContainer = "contained",
  labelledBy,
  priority = false,
  withLinks = true,
  children,
}: BlockFrameProps) {
  const picture = settings.backgroundImage?.url ? settings.backgroundImage : null;
  const tone: Tone | null = settings.textColor ?? (picture ? "dark" : null);
  const alignment = settings.textAlignment ?? "left";
  const contained = (settings.container ?? defaultContainer) === "contained";
  const coloured = picture !== null || tone === "light";

  const content = (
    <Box textAlign={alignment}>
      {children}
      {withLinks && <BlockLinks settings={settings} />}
    </Box>
  );

  // Over a picture the text sits on a scrim that keeps it at AA contrast (WCAG 1.4.3).
  const body =
    picture && tone ? (
      <Flex justify={justifyFor(alignment)}>
        <Box
          bg={scrimBackground(tone)}
          color={TONES[tone].text}
          px={{ base: "5", md: "8" }}
          py={{ base: "5", md: "7" }}
          borderRadius="lg"
          maxW="3xl"
        >
          {content}
        </Box>
      </Flex>
    ) : (
      content
    );

  return (
    <Box
      as="section"
      aria-labelledby={labelledBy}
      position="relative"
      overflow="hidden"
      bg={tone === "light" ? toneBackground("light") : undefined}
      color={tone ? TONES[tone].text : undefined}
      py={coloured ? { base: "10", md: "16" } : { base: "6", md: "8" }}
      // A focus ring must show on a dark block too (WCAG 2.4.7).
      css={tone === "light" ? { "& :focus-visible": { outlineColor: "white" } } : undefined}
    >
      {picture && (
        <ResponsiveImage
          fill
          src={picture.url}
          alt={null}
          sizes={PICTURE_SIZES.fullWidth}
          opacity={picture.opacity}
          objectPosition={focusPointPosition(settings.imageFocusPoint)}
          priority={priority}
        />
      )}
      {contained ? (
        <Container maxW="6xl" position="relative">
          {body}
        </Container>
      ) : (
        <Box px={{ base: "4", md: "8" }} position="relative">
          {body}
        </Box>
      )}
    </Box>
  );
}
