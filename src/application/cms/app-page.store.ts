import { inject, injectable } from "inversify";
import type { AppSlug } from "../../domain/access/licence";
import type { AppPage } from "../../ports/cms/cms-content-gateway.port";
import { KeyedPages, type PageEntry } from "./keyed-pages";
import { LoadAppPageUseCase } from "./load-app-page.use-case";

export interface AppPageRequest {
  readonly app: AppSlug;
  readonly reseller: string;
  /** Who reads: the page is personalised for a signed-in reader (recently viewed collections). */
  readonly viewer: string;
}

/** App start pages by app, reseller and reader (SPEC §2 /{reseller}/{appSlug}). */
@injectable()
export class AppPageStore {
  private readonly pages = new KeyedPages<AppPage>();

  constructor(@inject(LoadAppPageUseCase) private readonly useCase: LoadAppPageUseCase) {}

  entry(request: AppPageRequest): PageEntry<AppPage> {
    return this.pages.entry(keyOf(request));
  }

  load(request: AppPageRequest): Promise<void> {
    return this.pages.load(
      keyOf(request),
      () => this.useCase.page(request.app, request.reseller),
      () => this.useCase.meta(request.app, request.reseller),
    );
  }
}

function keyOf({ app, reseller, viewer }: AppPageRequest): string {
  return JSON.stringify([viewer, reseller, app]);
}
