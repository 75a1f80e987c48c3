import type { components } from "../../src/contract/api.gen";
import type { Queryable } from "../db/database.port";

type CmsBlock = components["schemas"]["CmsBlock"];

/** A CMS page row (008_cms.sql). */
export interface CmsPageRow {
  id: number;
  reseller_slug: string;
  name: string;
  slug: string;
  visibility: "public" | "private";
  is_campaign: boolean;
  is_system: boolean;
  is_template: boolean;
  status: "DRAFT" | "PUBLISHED" | "UNPUBLISHED";
  draft_blocks: CmsBlock[];
  draft_saved_at: Date;
  published_blocks: CmsBlock[] | null;
  published_at: Date | null;
  has_unpublished_changes: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, reseller_slug, name, slug, visibility, is_campaign, is_system, is_template, status,
  draft_blocks, draft_saved_at, published_blocks, published_at,
  draft_blocks IS DISTINCT FROM published_blocks AS has_unpublished_changes, created_at, updated_at`;

/** The CMS pages' SQL (008_cms.sql). */
export class CmsPageRepository {
  constructor(private readonly db: Queryable) {}

  /** One reseller's page by slug (the unique (reseller_slug, slug) index). */
  async bySlug(reseller: string, slug: string): Promise<CmsPageRow | null> {
    const { rows } = await this.db.query<CmsPageRow>(`SELECT ${COLUMNS} FROM cms_pages WHERE reseller_slug = $1 AND slug = $2`, [
      reseller,
      slug,
    ]);
    return rows[0] ?? null;
  }

  async byId(id: number): Promise<CmsPageRow | null> {
    const { rows } = await this.db.query<CmsPageRow>(`SELECT ${COLUMNS} FROM cms_pages WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }
}
