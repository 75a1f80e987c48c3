import type { Queryable } from "../db/database.port";

export interface AppPageRow {
  app: string;
  title: string;
  description: string | null;
  image_url: string | null;
}

export interface SlideshowRow {
  height: "low" | "medium" | "high" | "custom" | "fit-to-text";
  custom_height_percent: number | null;
  container: "full-width" | "contained";
}

export interface SlideRow {
  id: number;
  title: string;
  text: string | null;
  text_alignment: "left" | "center" | "right";
  image_url: string | null;
  image_alignment: "top" | "center" | "bottom";
  transparency: number;
  text_color: "light" | "dark";
  primary_link_text: string;
  primary_link_url: string;
  secondary_link_text: string | null;
  secondary_link_url: string | null;
}

export interface SeriesSummaryRow {
  id: number;
  app: "play" | "boka" | "lashornan";
  title: string;
  description: string;
  seasons: number;
  episode_count: number;
  age_recommendation: number | null;
}

const SLIDE_COLUMNS = `id, title, text, text_alignment, image_url, image_alignment, transparency, text_color,
  primary_link_text, primary_link_url, secondary_link_text, secondary_link_url`;

// A series' advice is its highest episode's "from N years" (SPEC §3 Product): safe for every episode.
const SERIES_SUMMARY = `SELECT s.id, s.app, s.title, s.description, s.seasons,
    (SELECT count(*) FROM products p WHERE p.series_id = s.id)::integer AS episode_count,
    (SELECT max(p.age_recommendation) FROM products p WHERE p.series_id = s.id) AS age_recommendation
  FROM series s`;

/** The app start pages' SQL (008_cms.sql): metadata, slideshow and slides, and series from the catalogue. */
export class AppPageRepository {
  constructor(private readonly db: Queryable) {}

  async page(app: string): Promise<AppPageRow | null> {
    const { rows } = await this.db.query<AppPageRow>("SELECT app, title, description, image_url FROM app_pages WHERE app = $1", [app]);
    return rows[0] ?? null;
  }

  async slideshow(app: string): Promise<SlideshowRow | null> {
    const { rows } = await this.db.query<SlideshowRow>(
      "SELECT height, custom_height_percent, container FROM app_slideshows WHERE app = $1",
      [app],
    );
    return rows[0] ?? null;
  }

  /** The slides in order (the unique (app, position) index). */
  async slides(app: string): Promise<SlideRow[]> {
    const { rows } = await this.db.query<SlideRow>(`SELECT ${SLIDE_COLUMNS} FROM app_slides WHERE app = $1 ORDER BY position, id`, [app]);
    return rows;
  }

  async slide(app: string, id: number): Promise<SlideRow | null> {
    const { rows } = await this.db.query<SlideRow>(`SELECT ${SLIDE_COLUMNS} FROM app_slides WHERE app = $1 AND id = $2`, [app, id]);
    return rows[0] ?? null;
  }

  /** Series of the given ids, in the order of `ids` (those that do not exist are left out). */
  async seriesByIds(ids: readonly number[]): Promise<SeriesSummaryRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.db.query<SeriesSummaryRow>(
      `SELECT s.* FROM (${SERIES_SUMMARY} WHERE s.id = ANY ($1::integer[])) s
         JOIN unnest($1::integer[]) WITH ORDINALITY AS wanted (id, ord) ON wanted.id = s.id ORDER BY wanted.ord`,
      [ids],
    );
    return rows;
  }

  /** The first `limit` series of an app, newest first. */
  async appSeries(app: string, limit: number): Promise<SeriesSummaryRow[]> {
    const { rows } = await this.db.query<SeriesSummaryRow>(`${SERIES_SUMMARY} WHERE s.app = $1 ORDER BY s.id LIMIT $2`, [app, limit]);
    return rows;
  }
}
