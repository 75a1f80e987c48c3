import type { components } from "../../src/contract/api.gen";
import type { AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import { priorityPicture, type PriorityPicture } from "../../src/domain/cms/priority-picture";
import { appStartPath } from "../../src/domain/routing/app-routes";
import { fillResellerPlaceholder } from "../../src/domain/links/reseller-placeholder";
import { ApiError } from "../http/api-error";
import type { AppPageRepository } from "./app-page.repository";
import { RECENTLY_VIEWED_LIMIT } from "./block-filler";
import type { CollectionSummaryRepository } from "./collection-summary.repository";
import { toCollectionSummary, toSeriesSummary, toSlide, toSlideInput, toSlideshow } from "./cms.mappers";
import type { ResolveReseller } from "./cms-page.service";

type Schemas = components["schemas"];
type AppSlug = Schemas["AppSlug"];
type CmsBlock = Schemas["CmsBlock"];

/** How many of an app's series its start page shows. Decision (SPEC silent): one row of cards. */
export const APP_PAGE_SERIES_LIMIT = 6;

/**
 * The app start pages /{reseller}/{appSlug} (SPEC §2) and their parts: the slideshow, the featured
 * collections (SPEC §6), the automatic toplists and the page metadata. Slideshows belong to an app;
 * their links may hold the `{reseller}` placeholder, which the app page fills with the reader's reseller.
 */
export class AppPageService {
  constructor(
    private readonly repository: AppPageRepository,
    private readonly collections: CollectionSummaryRepository,
    private readonly resolveReseller: ResolveReseller,
  ) {}

  async slideshow(app: AppSlug): Promise<Schemas["Slideshow"]> {
    const [row, slides] = await Promise.all([this.repository.slideshow(app), this.repository.slides(app)]);
    return toSlideshow(row, slides.map(toSlide));
  }

  async slide(app: AppSlug, id: number): Promise<Schemas["Slide"]> {
    const row = await this.repository.slide(app, id);
    if (!row) throw new ApiError("RESOURCE.NOT_FOUND");
    return toSlide(row);
  }

  async featured(app: AppSlug): Promise<Schemas["CollectionSummary"][]> {
    return (await this.collections.featured(app)).map(toCollectionSummary);
  }

  async toplists(app: AppSlug): Promise<Schemas["CollectionSummary"][]> {
    return (await this.collections.toplists(app)).map(toCollectionSummary);
  }

  /** openapi getAppMeta; an app without stored metadata is a 404 (the seed writes all three). */
  async meta(app: AppSlug, requestedReseller: string | undefined): Promise<Schemas["PageMeta"]> {
    const [row, reseller] = await Promise.all([this.repository.page(app), this.resolveReseller(requestedReseller)]);
    if (!row) throw new ApiError("RESOURCE.NOT_FOUND");
    return { title: row.title, description: row.description, imageUrl: row.image_url, canonicalPath: appStartPath(reseller, app) };
  }

  /** The picture the start page shows first: its slideshow (the page's first block) opens on it. */
  async firstPicture(app: AppSlug): Promise<PriorityPicture | null> {
    const slides = await this.repository.slides(app);
    return priorityPicture({ kind: "SLIDESHOW", slides: slides.map(toSlide) });
  }

  /**
   * openapi getPlayAppPage and its siblings: the start page as CMS blocks — the slideshow, the
   * featured collections, a few series of the app, and for a signed-in reader the collections they
   * viewed lately. A part with nothing to show is left out (an app with no series has no series block).
   */
  async page(app: AppSlug, requestedReseller: string | undefined, claims: AccessTokenClaims | null): Promise<Schemas["AppPage"]> {
    const reseller = await this.resolveReseller(requestedReseller);
    const [meta, slideshow, featured, series, recent] = await Promise.all([
      this.repository.page(app),
      this.slideshow(app),
      this.featured(app),
      this.repository.appSeries(app, APP_PAGE_SERIES_LIMIT),
      claims ? this.collections.recentlyViewed(Number(claims.sub), app, RECENTLY_VIEWED_LIMIT) : Promise.resolve(null),
    ]);
    const blocks: CmsBlock[] = [];
    if (slideshow.slides.length > 0) {
      blocks.push({
        id: `${app}-slideshow`,
        kind: "SLIDESHOW",
        slides: slideshow.slides.map((slide) => withResellerLinks(toSlideInput(slide), reseller)),
        settings: { slideHeight: slideshow.height, customHeightPercent: slideshow.customHeightPercent, container: slideshow.container },
      });
    }
    if (featured.length > 0) {
      const collectionIds = featured.map((collection) => collection.id);
      blocks.push({ id: `${app}-featured`, kind: "FEATURED_COLLECTIONS", title: null, collectionIds, collections: featured, settings: {} });
    }
    if (series.length > 0) {
      const seriesIds = series.map((row) => row.id);
      blocks.push({ id: `${app}-series`, kind: "SERIES", title: null, seriesIds, series: series.map(toSeriesSummary), settings: {} });
    }
    if (recent) {
      blocks.push({
        id: `${app}-recent`,
        kind: "RECENTLY_VIEWED_COLLECTIONS",
        title: null,
        collections: recent.map(toCollectionSummary),
        settings: {},
      });
    }
    return { app, title: meta?.title ?? app, blocks };
  }
}

function withResellerLinks(slide: Schemas["SlideInput"], reseller: string): Schemas["SlideInput"] {
  const fill = (url: string) => fillResellerPlaceholder(url, reseller);
  return {
    ...slide,
    primaryLink: { ...slide.primaryLink, url: fill(slide.primaryLink.url) },
    secondaryLink: slide.secondaryLink ? { ...slide.secondaryLink, url: fill(slide.secondaryLink.url) } : null,
  };
}
