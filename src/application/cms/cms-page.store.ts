import { inject, injectable } from "inversify";
import { KeyedPages, type PageEntry } from "./keyed-pages";
import { LoadCmsPageUseCase, type CmsPageContent } from "./load-cms-page.use-case";

export interface CmsPageRequest {
  readonly slug: string;
  readonly reseller: string;
  /** Who reads: a private page answers a signed-in reader differently (SPEC §6). */
  readonly viewer: string;
}

/** CMS pages by slug, reseller and reader (SPEC §2 /{reseller}/pages/{pageSlug}, /promo/{pageSlug}). */
@injectable()
export class CmsPageStore {
  private readonly pages = new KeyedPages<CmsPageContent>();

  constructor(@inject(LoadCmsPageUseCase) private readonly useCase: LoadCmsPageUseCase) {}

  entry(request: CmsPageRequest): PageEntry<CmsPageContent> {
    return this.pages.entry(keyOf(request));
  }

  load(request: CmsPageRequest): Promise<void> {
    return this.pages.load(
      keyOf(request),
      () => this.useCase.page(request.slug, request.reseller),
      () => this.useCase.meta(request.slug, request.reseller),
    );
  }
}

function keyOf({ slug, reseller, viewer }: CmsPageRequest): string {
  return JSON.stringify([viewer, reseller, slug]);
}
