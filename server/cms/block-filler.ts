import type { components } from "../../src/contract/api.gen";
import type { AppPageRepository } from "./app-page.repository";
import type { CollectionSummaryRepository } from "./collection-summary.repository";
import { toCollectionSummary, toSeriesSummary } from "./cms.mappers";

type CmsBlock = components["schemas"]["CmsBlock"];

/** How many recently viewed collections a block shows. Decision (SPEC silent): one row of cards, at most 12. */
export const RECENTLY_VIEWED_LIMIT = 12;

export interface Reader {
  /** The signed-in reader's user id; null for a visitor. */
  userId: number | null;
  /** On an app start page, the app whose recently viewed collections are shown. */
  app: string | null;
}

/**
 * Fills in what the server adds to blocks when a page is read (openapi FeaturedCollectionsBlock,
 * SeriesBlock, RecentlyViewedCollectionsBlock: "filled in by the server when a page is read;
 * ignored on write"). Whatever a stored block carries in those fields is replaced, never trusted.
 */
export class BlockFiller {
  constructor(
    private readonly collections: CollectionSummaryRepository,
    private readonly appPages: AppPageRepository,
  ) {}

  async fill(blocks: readonly CmsBlock[], reader: Reader): Promise<CmsBlock[]> {
    return Promise.all(blocks.map((block) => this.fillOne(block, reader)));
  }

  private async fillOne(block: CmsBlock, reader: Reader): Promise<CmsBlock> {
    switch (block.kind) {
      case "FEATURED_COLLECTIONS": {
        // Only public collections: a featured one made private since is left out (SPEC §4).
        const rows = await this.collections.publicByIds(unique(block.collectionIds));
        return { ...block, collections: rows.map(toCollectionSummary) };
      }
      case "SERIES": {
        const rows = await this.appPages.seriesByIds(unique(block.seriesIds));
        return { ...block, series: rows.map(toSeriesSummary) };
      }
      case "RECENTLY_VIEWED_COLLECTIONS": {
        // A visitor has viewed nothing the server knows of: an empty list, not an error.
        const rows = reader.userId === null ? [] : await this.collections.recentlyViewed(reader.userId, reader.app, RECENTLY_VIEWED_LIMIT);
        return { ...block, collections: rows.map(toCollectionSummary) };
      }
      default:
        return block;
    }
  }
}

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}
