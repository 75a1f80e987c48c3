import type { components } from "../../src/contract/api.gen";
import type { AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import { priorityPicture, type PriorityPicture } from "../../src/domain/cms/priority-picture";
import { pagePath } from "../../src/domain/routing/app-routes";
import { DEFAULT_RESELLER } from "../../src/domain/routing/reseller";
import { ApiError } from "../http/api-error";
import type { BlockFiller } from "./block-filler";
import { blockSlideshow } from "./cms.mappers";
import type { CmsPageRepository, CmsPageRow } from "./cms-page.repository";
import { firstImageUrl, firstSubtitle } from "./page-meta";

type Schemas = components["schemas"];

/** openapi getCmsPage: a number past PostgreSQL's integer is no page id (answered 404, never looked up). */
const MAX_PAGE_ID = 2_147_483_647;
const PAGE_ID = /^[1-9][0-9]*$/;

export type ResolveReseller = (requested: string | undefined) => Promise<string>;

/**
 * The read side of CMS pages (SPEC §3 CMS page, §4 states, §6 visibility). Readers get the published
 * version of a page by slug, honouring visibility; admins also get the draft, and by numeric id.
 * Drafts and pages that are not published are never served to anyone but admins (issue 8).
 */
export class CmsPageService {
  constructor(
    private readonly pages: CmsPageRepository,
    private readonly filler: BlockFiller,
    private readonly resolveReseller: ResolveReseller,
  ) {}

  async page(idOrSlug: string, requestedReseller: string | undefined, claims: AccessTokenClaims | null): Promise<Schemas["CmsPage"]> {
    const isAdmin = claims?.role === "ADMIN";
    const row = PAGE_ID.test(idOrSlug) ? await this.byId(idOrSlug, isAdmin) : await this.readable(idOrSlug, requestedReseller, claims);
    const reader = { userId: claims ? Number(claims.sub) : null, app: null };
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      visibility: row.visibility,
      isCampaign: row.is_campaign,
      isSystem: row.is_system,
      isTemplate: row.is_template,
      status: row.status,
      hasUnpublishedChanges: row.has_unpublished_changes,
      updatedAt: row.updated_at.toISOString(),
      resellerSlug: row.reseller_slug,
      createdAt: row.created_at.toISOString(),
      // openapi CmsPage: the draft is null for readers who are not admins.
      draft: isAdmin ? { blocks: await this.filler.fill(row.draft_blocks, reader), savedAt: row.draft_saved_at.toISOString() } : null,
      published:
        row.published_blocks && row.published_at
          ? { blocks: await this.filler.fill(row.published_blocks, reader), savedAt: row.published_at.toISOString() }
          : null,
    };
  }

  /** openapi getPageCarousel: the first slideshow of the published page; a page without one is a 404. */
  async carousel(slug: string, requestedReseller: string | undefined, claims: AccessTokenClaims | null): Promise<Schemas["Slideshow"]> {
    const row = await this.readable(slug, requestedReseller, claims, { draftsForAdmins: false });
    const block = (row.published_blocks ?? []).find((candidate): candidate is Schemas["SlideshowBlock"] => candidate.kind === "SLIDESHOW");
    if (!block) throw new ApiError("RESOURCE.NOT_FOUND");
    return blockSlideshow(block);
  }

  /**
   * openapi getPageMeta: the head of a published page. A private page gives its name only — its
   * description and picture are for signed-in readers (decision; the call takes no token).
   */
  async meta(slug: string, requestedReseller: string | undefined): Promise<Schemas["PageMeta"]> {
    const reseller = await this.resolveReseller(requestedReseller);
    const row = await this.find(reseller, slug);
    if (!row || row.status !== "PUBLISHED" || !row.published_blocks) throw new ApiError("RESOURCE.NOT_FOUND");
    const open = row.visibility === "public";
    return {
      title: row.name,
      description: open ? firstSubtitle(row.published_blocks) : null,
      imageUrl: open ? firstImageUrl(row.published_blocks) : null,
      canonicalPath: pagePath(reseller, row.slug),
    };
  }

  /** The picture a visitor sees first on the published page (its first block's); null when a visitor may not read it. */
  async firstPicture(slug: string, requestedReseller: string | undefined): Promise<PriorityPicture | null> {
    try {
      const row = await this.readable(slug, requestedReseller, null, { draftsForAdmins: false });
      return priorityPicture(row.published_blocks?.[0]);
    } catch (error) {
      if (error instanceof ApiError) return null;
      throw error;
    }
  }

  /** Admins only: any other caller gets the same 404 as a page that does not exist (ids are not for readers). */
  private async byId(id: string, isAdmin: boolean): Promise<CmsPageRow> {
    const value = Number(id);
    const row = isAdmin && value <= MAX_PAGE_ID ? await this.pages.byId(value) : null;
    if (!row) throw new ApiError("RESOURCE.NOT_FOUND");
    return row;
  }

  /**
   * A page by slug as this caller may read it: 404 when it is missing or (for a non-admin) not
   * published — checked first, so a hidden private page is not revealed by a 401 — then 401 for a
   * private page without a token (SPEC §6: logged-in only).
   */
  private async readable(
    slug: string,
    requestedReseller: string | undefined,
    claims: AccessTokenClaims | null,
    options = { draftsForAdmins: true },
  ): Promise<CmsPageRow> {
    const row = await this.find(await this.resolveReseller(requestedReseller), slug);
    const mayPreview = options.draftsForAdmins && claims?.role === "ADMIN";
    if (!row || (row.status !== "PUBLISHED" && !mayPreview)) throw new ApiError("RESOURCE.NOT_FOUND");
    if (row.visibility === "private" && !claims) throw new ApiError("AUTH.UNAUTHENTICATED");
    return row;
  }

  /**
   * SPEC §1 fallback applied to content, as the shell's menus and footers do: a reseller without a
   * page of that slug gets member's (so the footer's system pages exist for every reseller).
   */
  private async find(reseller: string, slug: string): Promise<CmsPageRow | null> {
    const own = await this.pages.bySlug(reseller, slug);
    if (own || reseller === DEFAULT_RESELLER) return own;
    return this.pages.bySlug(DEFAULT_RESELLER, slug);
  }
}
