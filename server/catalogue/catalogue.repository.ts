import type { Queryable } from "../db/database.port";
import type { CatalogueProduct, CatalogueSeries, CatalogueSubject } from "./catalogue-product";

/**
 * Batch upserts for the catalogue tables (002_catalogue.sql). Each batch is one statement with one
 * jsonb parameter unpacked by jsonb_to_recordset: fast on PGlite and PostgreSQL alike (no per-row
 * round trips) and free of the 65,535 bind-parameter limit of multi-row VALUES.
 */
const BATCH_SIZE = 500;

const PRODUCT_COLUMNS: ReadonlyArray<readonly [column: string, type: string]> = [
  ["id", "integer"],
  ["app", "text"],
  ["kind", "text"],
  ["title", "text"],
  ["description", "text"],
  ["tags", "text[]"],
  ["topics", "text[]"],
  ["subject_ids", "integer[]"],
  ["series_id", "integer"],
  ["season_number", "integer"],
  ["season_label", "text"],
  ["episode_number", "integer"],
  ["duration_seconds", "integer"],
  ["page_count", "integer"],
  ["age_recommendation", "integer"],
  ["age_restriction", "integer"],
  ["audience", "text[]"],
  ["spoken_languages", "text[]"],
  ["subtitle_languages", "text[]"],
  ["supplier", "text"],
  ["author", "text"],
  ["prod_year", "integer"],
  ["article_number", "text"],
  ["country", "text"],
  ["media_format", "text"],
  ["available_from", "date"],
  ["available_to", "date"],
  ["links", "jsonb"],
  ["is_recommended", "boolean"],
  ["is_last_chance", "boolean"],
  ["is_staff_pick", "boolean"],
  ["is_coming", "boolean"],
  ["is_new", "boolean"],
  ["reseller_slugs", "text[]"],
  ["search_scope", "integer"],
  ["media_manifest", "text"],
  ["subtitle_tracks", "jsonb"],
];

function productRow(p: CatalogueProduct): Record<string, unknown> {
  return {
    id: p.id,
    app: p.app,
    kind: p.kind,
    title: p.title,
    description: p.description,
    tags: p.tags,
    topics: p.topics,
    subject_ids: p.subjectIds,
    series_id: p.series?.id ?? null,
    season_number: p.series?.season ?? null,
    season_label: p.series?.seasonLabel ?? null,
    episode_number: p.series?.episode ?? null,
    duration_seconds: p.durationSeconds,
    page_count: p.pageCount,
    age_recommendation: p.ageRecommendation,
    age_restriction: p.ageRestriction,
    audience: p.audience,
    spoken_languages: p.spokenLanguages,
    subtitle_languages: p.subtitleLanguages,
    supplier: p.supplier,
    author: p.author,
    prod_year: p.prodYear,
    article_number: p.articleNumber,
    country: p.country,
    media_format: p.mediaFormat,
    available_from: p.availableFrom,
    available_to: p.availableTo,
    links: p.links,
    is_recommended: p.flags.recommended,
    is_last_chance: p.flags.lastChance,
    is_staff_pick: p.flags.staffPick,
    is_coming: p.flags.coming,
    is_new: p.flags.new,
    reseller_slugs: p.resellerSlugs,
    search_scope: p.searchScope,
    media_manifest: p.mediaManifest,
    subtitle_tracks: p.subtitleTracks,
  };
}

function upsertSql(table: string, columns: ReadonlyArray<readonly [string, string]>, onConflict: string): string {
  const names = columns.map(([name]) => name).join(", ");
  const record = columns.map(([name, type]) => `${name} ${type}`).join(", ");
  return `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${record}) ${onConflict}`;
}

const PRODUCTS_SQL = upsertSql(
  "products",
  PRODUCT_COLUMNS,
  `ON CONFLICT (id) DO UPDATE SET ${PRODUCT_COLUMNS.filter(([n]) => n !== "id")
    .map(([n]) => `${n} = EXCLUDED.${n}`)
    .join(", ")}`,
);
const SERIES_COLUMNS = [
  ["id", "integer"],
  ["app", "text"],
  ["title", "text"],
  ["description", "text"],
  ["seasons", "integer"],
] as const;
// An import line only knows its own season, so the season count never shrinks on upsert.
const SERIES_SQL = upsertSql(
  "series",
  SERIES_COLUMNS,
  "ON CONFLICT (id) DO UPDATE SET app = EXCLUDED.app, title = EXCLUDED.title, description = EXCLUDED.description, seasons = GREATEST(series.seasons, EXCLUDED.seasons), updated_at = now()",
);
const SUBJECTS_COLUMNS = [
  ["id", "integer"],
  ["parent_id", "integer"],
  ["title", "text"],
  ["path", "integer[]"],
  ["sort_order", "integer"],
] as const;
const SUBJECTS_SQL = upsertSql(
  "subjects",
  SUBJECTS_COLUMNS,
  "ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, title = EXCLUDED.title, path = EXCLUDED.path, sort_order = EXCLUDED.sort_order",
);

async function inBatches<T>(db: Queryable, sql: string, items: readonly T[], toRow: (item: T) => unknown): Promise<number> {
  let written = 0;
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    const batch = items.slice(start, start + BATCH_SIZE).map(toRow);
    const result = await db.query(sql, [JSON.stringify(batch)]);
    written += result.rowCount;
  }
  return written;
}

export class CatalogueRepository {
  constructor(private readonly db: Queryable) {}

  /** Parents before children: the tree is written in path order so parent_id always resolves. */
  async upsertSubjects(subjects: readonly CatalogueSubject[]): Promise<number> {
    const ordered = [...subjects].sort((a, b) => a.path.length - b.path.length || a.id - b.id);
    return inBatches(this.db, SUBJECTS_SQL, ordered, (s) => ({
      id: s.id,
      parent_id: s.parentId,
      title: s.title,
      path: s.path,
      sort_order: s.sortOrder,
    }));
  }

  async upsertSeries(series: readonly CatalogueSeries[]): Promise<number> {
    return inBatches(this.db, SERIES_SQL, series, (s) => s);
  }

  /** Insert or replace by id. Ids must be distinct within the call (one row, one statement). */
  async upsertProducts(products: readonly CatalogueProduct[]): Promise<number> {
    return inBatches(this.db, PRODUCTS_SQL, products, productRow);
  }

  async subjectIds(): Promise<Set<number>> {
    const { rows } = await this.db.query<{ id: number }>("SELECT id FROM subjects");
    return new Set(rows.map((row) => row.id));
  }

  async seriesIds(): Promise<Set<number>> {
    const { rows } = await this.db.query<{ id: number }>("SELECT id FROM series");
    return new Set(rows.map((row) => row.id));
  }

  async countProducts(): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>("SELECT count(*)::int AS count FROM products");
    return rows[0]?.count ?? 0;
  }
}
