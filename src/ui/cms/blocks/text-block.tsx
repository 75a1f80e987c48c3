import { Box } from "@chakra-ui/react";
import type { CmsBlock } from "../../../ports/cms/cms-content-gateway.port";
import { BlockFrame } from "./block-frame";
import type { BlockProps } from "./block-props";
import { HtmlContent } from "./html-content";

type TextBlockData = Extract<CmsBlock, { kind: "TEXT" }>;

/** SPEC §3 typography text box: sanitised rich text, kept to a readable line length. */
export function TextBlock({ block }: BlockProps<TextBlockData>) {
  const alignment = block.settings.textAlignment ?? "left";
  return (
    <BlockFrame settings={block.settings}>
      <Box maxW="70ch" mx={alignment === "center" ? "auto" : undefined} ms={alignment === "right" ? "auto" : undefined}>
        <HtmlContent html={block.html} kind="text" />
      </Box>
    </BlockFrame>
  );
}
