import type { AppSlug } from "../../../domain/access/licence";
import { appStartPath, pagePath } from "../../../domain/routing/app-routes";
import { DEFAULT_RESELLER, resolveReseller } from "../../../domain/routing/reseller";
import {
  DEMO_APP_FEATURED,
  DEMO_APP_META,
  DEMO_APP_SLIDESHOWS,
  DEMO_COLLECTIONS,
  demoCmsPagesFor,
  demoImageUrl,
  withReseller,
  type DemoCmsPage,
  type DemoCollection,
} from "../../../fixtures/demo-cms";
import { DEMO_RESELLERS } from "../../../fixtures/demo-resellers";
import type { AppPage, CmsBlock, CmsPage, PageMeta } from "../../../ports/cms/cms-content-gateway.port";
import type { ContractSchema } from "../../../contract/schemas";

// The in-memory backend's CMS content, made from the demo fixtures the server seeds from
// (src/fixtures/demo-cms.ts), shaped as the server answers it.

type CollectionSummary = ContractSchema<"CollectionSummary">;
type SeriesSummary = ContractSchema<"SeriesSummary">;

/** A fixed time for the versions' timestamps: the memory backend has no history. */
const SAVED_AT = "2026-08-01T08:00:00.000Z";
const KNOWN_RESELLERS = DEMO_RESELLERS.map((reseller) => reseller.slug);

/** SPEC §1: an unknown reseller is member. */
export function memoryReseller(requested: string): string {
  return resolveReseller(requested, KNOWN_RESELLERS);
}

export function findDemoPage(slug: string, reseller: string): { page: DemoCmsPage; index: number } | null {
  const pages = demoCmsPagesFor(memoryReseller(reseller));
  const index = pages.findIndex((page) => page.slug === slug);
  const page = pages[index];
  return page ? { page, index } : null;
}

function collectionSummary(collection: DemoCollection): CollectionSummary {
  return {
    id: collection.id,
    name: collection.name,
    description: collection.description,
    kind: collection.kind,
    isPublic: true,
    visibility: "public",
    creator: collection.owner === "admin" ? { id: 1, name: "Skolmedia", isAdmin: true } : null,
    itemCount: collection.pick.count,
    imageUrl: demoImageUrl(collection.image),
    updatedAt: SAVED_AT,
  };
}

/** The memory backend has no catalogue: a series block shows these stand-ins for the ids it names. */
const MEMORY_SERIES = [
  { title: "Djuren i fjällen", image: "play-natur" },
  { title: "Rymdresan", image: "play-rymden" },
  { title: "Klassrummets historia", image: "play-klassrum" },
] as const;

function seriesSummary(id: number): SeriesSummary {
  const series = MEMORY_SERIES[(id - 1) % MEMORY_SERIES.length] ?? MEMORY_SERIES[0];
  return {
    id,
    app: "play",
    title: series.title,
    description: "",
    imageUrl: demoImageUrl(series.image),
    seasonCount: 2,
    episodeCount: 8,
    ageRecommendation: null,
  };
}

/** What the server fills in when a page is read: the collections and series a block names. */
export function filledBlock(block: CmsBlock): CmsBlock {
  if (block.kind === "FEATURED_COLLECTIONS") {
    const collections = block.collectionIds.flatMap((id) => DEMO_COLLECTIONS.filter((c) => c.id === id).map(collectionSummary));
    return { ...block, collections };
  }
  if (block.kind === "SERIES") return { ...block, series: block.seriesIds.map(seriesSummary) };
  // Nothing has been viewed in a fresh memory backend; a visitor has viewed nothing the server knows of.
  if (block.kind === "RECENTLY_VIEWED_COLLECTIONS") return { ...block, collections: [] };
  return block;
}

export function publishedPage(found: { page: DemoCmsPage; index: number }, reseller: string): CmsPage {
  const { page, index } = found;
  return {
    id: index + 1,
    name: page.name,
    slug: page.slug,
    visibility: page.visibility,
    isCampaign: page.isCampaign,
    isSystem: page.isSystem,
    isTemplate: page.isTemplate,
    status: page.status,
    hasUnpublishedChanges: false,
    updatedAt: SAVED_AT,
    resellerSlug: memoryReseller(reseller),
    createdAt: SAVED_AT,
    draft: null,
    published: { blocks: page.blocks.map((block) => filledBlock(block)), savedAt: SAVED_AT },
  };
}

export function demoPageMeta(page: DemoCmsPage, reseller: string): PageMeta {
  const header = page.blocks.find((block) => block.kind === "HEADER");
  const image = page.blocks.find((block) => block.kind === "IMAGE_TEXT");
  return {
    title: page.name,
    description: header?.kind === "HEADER" ? (header.subtitle ?? null) : null,
    imageUrl: image?.kind === "IMAGE_TEXT" ? image.image.url : null,
    canonicalPath: pagePath(memoryReseller(reseller), page.slug),
  };
}

/** An app start page: its slideshow, the featured collections and toplists, and, signed in, recently viewed. */
export function demoAppPage(app: AppSlug, reseller: string, signedIn: boolean): AppPage {
  const slug = memoryReseller(reseller);
  const slideshow = withReseller(DEMO_APP_SLIDESHOWS[app], slug);
  const featured = DEMO_APP_FEATURED[app];
  // As the server composes it (server/cms/app-page.service.ts): one featured block, toplists included.
  const blocks: CmsBlock[] = [
    {
      id: `${app}-slideshow`,
      kind: "SLIDESHOW",
      slides: slideshow.slides.map((slide) => ({ ...slide })),
      settings: { slideHeight: slideshow.height, customHeightPercent: slideshow.customHeightPercent, container: slideshow.container },
    },
    { id: `${app}-featured`, kind: "FEATURED_COLLECTIONS", title: null, collectionIds: [...featured], settings: {} },
  ];
  if (app === "play") blocks.push({ id: "play-series", kind: "SERIES", title: null, seriesIds: [1, 2, 3], settings: {} });
  if (signedIn) blocks.push({ id: `${app}-recent`, kind: "RECENTLY_VIEWED_COLLECTIONS", title: null, settings: {} });
  return { app, title: DEMO_APP_META[app].title, blocks: blocks.map((block) => filledBlock(block)) };
}

export function demoAppMeta(app: AppSlug, reseller: string): PageMeta {
  const meta = DEMO_APP_META[app];
  return {
    title: meta.title,
    description: meta.description,
    imageUrl: demoImageUrl(meta.image),
    canonicalPath: appStartPath(memoryReseller(reseller) || DEFAULT_RESELLER, app),
  };
}
