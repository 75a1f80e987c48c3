import type { CmsBlock } from "../../../ports/cms/cms-content-gateway.port";
import { BlockFrame } from "./block-frame";
import type { BlockProps } from "./block-props";
import { HtmlContent } from "./html-content";

type CodeBlockData = Extract<CmsBlock, { kind: "CODE" }>;

/** SPEC §3 code block (own HTML): harmless markup kept, nothing that runs (sanitize-html.ts). */
export function CodeBlock({ block }: BlockProps<CodeBlockData>) {
  return (
    <BlockFrame settings={block.settings}>
      <HtmlContent html={block.html} kind="code" />
    </BlockFrame>
  );
}
