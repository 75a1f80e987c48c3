import { Box } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import type { CmsBlock } from "../../ports/cms/cms-content-gateway.port";
import { CodeBlock } from "./blocks/code-block";
import { CollectionsBlock } from "./blocks/collections-block";
import { HeaderBlock } from "./blocks/header-block";
import { ImageBlock } from "./blocks/image-block";
import { ImageTextBlock } from "./blocks/image-text-block";
import { SeriesBlock } from "./blocks/series-block";
import { SlideshowBlock } from "./blocks/slideshow-block";
import { TextBlock } from "./blocks/text-block";
import { useWhenIdle } from "../shared/use-when-idle";

// The form block brings form fields and validation texts: fetched only for a page that has one.
const FormBlock = lazy(async () => ({ default: (await import("./blocks/form-block")).FormBlock }));

/**
 * The blocks of a CMS or app page in order, one component per SPEC §3 block kind. The first block is
 * the top of the page: its picture is fetched at once (LCP); every other picture loads lazily. The
 * first header block's title is the page's h1; a page without one gets its h1 from the page itself.
 */
export function CmsBlocks({ blocks }: { readonly blocks: readonly CmsBlock[] }) {
  const firstHeader = blocks.findIndex((block) => block.kind === "HEADER");
  // Issue 8 (LCP, TBT): the first paint shows the page's top — and the block with its h1, which is
  // announced with the page (WCAG 2.4.2) — alone; the rest, past the fold on a phone, with their
  // pictures and the form block's code, come once the browser is idle, as a render of their own.
  const rest = useWhenIdle();
  const top = Math.max(1, firstHeader + 1);
  const shown = rest ? blocks : blocks.slice(0, top);
  return (
    <>
      {shown.map((block, index) => {
        const props = { priority: index === 0, headingLevel: index === firstHeader ? (1 as const) : (2 as const) };
        switch (block.kind) {
          case "HEADER":
            return <HeaderBlock key={block.id} block={block} {...props} />;
          case "TEXT":
            return <TextBlock key={block.id} block={block} {...props} />;
          case "IMAGE_TEXT":
            return <ImageTextBlock key={block.id} block={block} {...props} />;
          case "IMAGE":
            return <ImageBlock key={block.id} block={block} {...props} />;
          case "CODE":
            return <CodeBlock key={block.id} block={block} {...props} />;
          case "FORM":
            return (
              <Suspense key={block.id} fallback={null}>
                <FormBlock block={block} {...props} />
              </Suspense>
            );
          case "FEATURED_COLLECTIONS":
          case "RECENTLY_VIEWED_COLLECTIONS":
            return <CollectionsBlock key={block.id} block={block} {...props} />;
          case "SERIES":
            return <SeriesBlock key={block.id} block={block} {...props} />;
          case "SLIDESHOW":
            return <SlideshowBlock key={block.id} block={block} {...props} />;
        }
      })}
      {/* Room for the rest meanwhile, so the footer stays below the fold instead of jumping (CLS). */}
      {shown.length < blocks.length && <Box minH="100vh" aria-hidden="true" data-testid="cms-blocks-pending" />}
    </>
  );
}

/** True when the page's blocks give it its h1 (a header block); otherwise the page supplies one. */
export function blocksHaveTitle(blocks: readonly CmsBlock[]): boolean {
  return blocks.some((block) => block.kind === "HEADER");
}
