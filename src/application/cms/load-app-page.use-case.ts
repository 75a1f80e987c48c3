import { inject, injectable } from "inversify";
import type { AppSlug } from "../../domain/access/licence";
import type { AppPage, CmsContentGateway, PageMeta } from "../../ports/cms/cms-content-gateway.port";
import { CMS_CONTENT_GATEWAY } from "../../ports/cms/cms.tokens";
import type { Result } from "../../ports/shared/result.port";
import { pageOutcome, type PageOutcome } from "./page-outcome";

/** SPEC §2 /{reseller}/{appSlug}: the app start page's blocks and its head. */
@injectable()
export class LoadAppPageUseCase {
  constructor(@inject(CMS_CONTENT_GATEWAY) private readonly gateway: CmsContentGateway) {}

  async page(app: AppSlug, reseller: string): Promise<PageOutcome<AppPage>> {
    return pageOutcome(await this.gateway.appPage(app, reseller), (page) => page);
  }

  meta(app: AppSlug, reseller: string): Promise<Result<PageMeta>> {
    return this.gateway.appMeta(app, reseller);
  }
}
