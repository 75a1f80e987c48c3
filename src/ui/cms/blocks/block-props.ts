import type { CmsBlock } from "../../../ports/cms/cms-content-gateway.port";

/** What every block component gets from the block renderer (cms-blocks.tsx). */
export interface BlockProps<B extends CmsBlock> {
  readonly block: B;
  /** The page's first block: its picture is fetched at once, with high priority (LCP). */
  readonly priority: boolean;
  /** 1 for the page's first header block (its h1); 2 for every other block heading. */
  readonly headingLevel: 1 | 2;
}
