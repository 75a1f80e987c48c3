import { inject, injectable } from "inversify";
import type { CmsBlock, CmsContentGateway, PageMeta } from "../../ports/cms/cms-content-gateway.port";
import { CMS_CONTENT_GATEWAY } from "../../ports/cms/cms.tokens";
import type { Result } from "../../ports/shared/result.port";
import { pageOutcome, type PageOutcome } from "./page-outcome";

/** A CMS page as a reader sees it: its published blocks. */
export interface CmsPageContent {
  readonly name: string;
  readonly slug: string;
  readonly visibility: "public" | "private";
  readonly blocks: readonly CmsBlock[];
}

/** SPEC §2 /{reseller}/pages/{pageSlug} and /promo/{pageSlug}: the published page and its head. */
@injectable()
export class LoadCmsPageUseCase {
  constructor(@inject(CMS_CONTENT_GATEWAY) private readonly gateway: CmsContentGateway) {}

  async page(slug: string, reseller: string): Promise<PageOutcome<CmsPageContent>> {
    const result = await this.gateway.page(slug, reseller);
    // SPEC §4: readers see the published version only; a page without one is not there for them.
    return pageOutcome(result, (page) =>
      page.published === null ? null : { name: page.name, slug: page.slug, visibility: page.visibility, blocks: page.published.blocks },
    );
  }

  meta(slug: string, reseller: string): Promise<Result<PageMeta>> {
    return this.gateway.pageMeta(slug, reseller);
  }
}
