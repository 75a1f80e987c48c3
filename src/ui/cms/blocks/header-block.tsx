import { Heading, Text } from "@chakra-ui/react";
import type { CmsBlock } from "../../../ports/cms/cms-content-gateway.port";
import { BlockFrame } from "./block-frame";
import type { BlockProps } from "./block-props";

type HeaderBlockData = Extract<CmsBlock, { kind: "HEADER" }>;

/** SPEC §3 header block: the title (the page's h1 when it is the page's first header), a subtitle and links. */
export function HeaderBlock({ block, priority, headingLevel }: BlockProps<HeaderBlockData>) {
  const headingId = `block-${block.id}-title`;
  return (
    <BlockFrame settings={block.settings} defaultContainer="contained" labelledBy={headingId} priority={priority}>
      <Heading as={headingLevel === 1 ? "h1" : "h2"} id={headingId} size={{ base: "3xl", md: "5xl" }} lineHeight="1.15">
        {block.title}
      </Heading>
      {block.subtitle && (
        <Text fontSize={{ base: "lg", md: "xl" }} mt="3">
          {block.subtitle}
        </Text>
      )}
    </BlockFrame>
  );
}
