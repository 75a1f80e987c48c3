import type { Queryable } from "../db/database.port";

/** A collection as openapi CollectionSummary needs it (008_cms.sql), with its creator. */
export interface CollectionSummaryRow {
  id: number;
  name: string;
  description: string | null;
  kind: "favorites" | "toplist" | "related" | "series" | null;
  is_public: boolean;
  image_url: string | null;
  updated_at: Date;
  creator_id: number | null;
  creator_first_name: string | null;
  creator_last_name: string | null;
  creator_role: string | null;
  item_count: number;
}

const SUMMARY = `SELECT c.id, c.name, c.description, c.kind, c.is_public, c.image_url, c.updated_at,
    u.id AS creator_id, u.first_name AS creator_first_name, u.last_name AS creator_last_name, u.role AS creator_role,
    (SELECT count(*) FROM collection_items i WHERE i.collection_id = c.id)::integer AS item_count
  FROM collections c LEFT JOIN users u ON u.id = c.owner_id`;

/**
 * The read side of collections that the CMS shows (featured lists, toplists, recently viewed).
 * Only public collections are handed out, plus a reader's own in their recently viewed list:
 * SPEC §4, making a collection private means others lose access.
 */
export class CollectionSummaryRepository {
  constructor(private readonly db: Queryable) {}

  /** Public collections of the given ids, in the order of `ids`. */
  async publicByIds(ids: readonly number[]): Promise<CollectionSummaryRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.db.query<CollectionSummaryRow & { ord: number }>(
      `SELECT s.*, wanted.ord FROM (${SUMMARY} WHERE c.is_public AND c.id = ANY ($1::integer[])) s
         JOIN unnest($1::integer[]) WITH ORDINALITY AS wanted (id, ord) ON wanted.id = s.id
        ORDER BY wanted.ord`,
      [ids],
    );
    return rows;
  }

  /** An app's featured collections in order (app_featured_collections primary key). */
  async featured(app: string): Promise<CollectionSummaryRow[]> {
    const { rows } = await this.db.query<CollectionSummaryRow>(
      `${SUMMARY} JOIN app_featured_collections f ON f.collection_id = c.id
        WHERE f.app = $1 AND c.is_public ORDER BY f.position`,
      [app],
    );
    return rows;
  }

  /** An app's automatic toplists (index collections_app_kind). */
  async toplists(app: string): Promise<CollectionSummaryRow[]> {
    const { rows } = await this.db.query<CollectionSummaryRow>(
      `${SUMMARY} WHERE c.app = $1 AND c.kind = 'toplist' AND c.owner_id IS NULL AND c.is_public ORDER BY c.name, c.id`,
      [app],
    );
    return rows;
  }

  /**
   * A user's latest viewed collections that they may still open (public or their own), newest
   * first (index collection_views_recent); with `app`, those of that app or of no app.
   */
  async recentlyViewed(userId: number, app: string | null, limit: number): Promise<CollectionSummaryRow[]> {
    const { rows } = await this.db.query<CollectionSummaryRow>(
      `${SUMMARY} JOIN collection_views v ON v.collection_id = c.id
        WHERE v.user_id = $1 AND (c.is_public OR c.owner_id = $1) AND ($2::text IS NULL OR c.app = $2 OR c.app IS NULL)
        ORDER BY v.viewed_at DESC, c.id LIMIT $3`,
      [userId, app, limit],
    );
    return rows;
  }
}
