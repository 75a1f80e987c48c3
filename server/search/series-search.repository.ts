import type { Queryable } from "../db/database.port";
import type { ProductQuery } from "./product-search.port";
import { $, ALL_FILTERS, baseCondition, SEARCH_CONFIG, SHARED_PARAMS, sharedParams } from "./product-search.sql";
import { searchWords, tsqueryText } from "./search-text";

export interface SeriesHitRow {
  total: number;
  id: number | null;
  app: "play" | "boka" | "lashornan";
  title: string;
  description: string;
  seasons: number;
  episode_count: number;
  age_recommendation: number | null;
}

const own = (n: number) => `$${SHARED_PARAMS + n}`;

// The user's view of an episode, as the product search's (SPEC §1, §6, §7), for the episode count.
const VISIBLE_EPISODE = `e.app = ANY (${$("apps")}::text[])
  AND (cardinality(e.reseller_slugs) = 0 OR ${$("reseller")}::text = ANY (e.reseller_slugs))
  AND e.search_scope <= ${$("scope")}::integer
  AND (e.age_restriction IS NULL OR e.age_restriction <= ${$("age")}::integer)`;

/**
 * Series mode (openapi searchSeries): the series with at least one episode the product search
 * would find — the same text (009_search.sql's document holds the series title, weight B) and
 * filters over the user's visible episodes. Order with a text: the series titled exactly so, then
 * titles starting with the text, then the best full-text rank of its episodes; without one, by
 * title; the id last, so paging never repeats or skips a series. The total comes with every page,
 * and alone (id null) for a page past the last.
 */
const seriesSql = (withText: boolean) => `WITH matched AS MATERIALIZED (
    SELECT p.series_id, ${withText ? `max(ts_rank(p.search_document, to_tsquery('${SEARCH_CONFIG}', ${$("query")}::text), 1))` : "0"} AS rank
      FROM products p
     WHERE p.series_id IS NOT NULL AND ${baseCondition(withText)} AND ${ALL_FILTERS}
     GROUP BY p.series_id
  ),
  page AS (
    SELECT s.id, s.app, s.title, s.description, s.seasons, s.search_title, m.rank,
           CASE WHEN s.search_title = catalogue_fold(${$("phrase")}::text) THEN 2
                WHEN starts_with(s.search_title, catalogue_fold(${$("phrase")}::text)) THEN 1 ELSE 0 END AS tier
      FROM matched m JOIN series s ON s.id = m.series_id
     ORDER BY tier DESC, rank DESC, s.search_title, s.id
     LIMIT ${own(1)}::integer OFFSET ${own(2)}::bigint
  )
  SELECT t.total::integer AS total, page.id, page.app, page.title, page.description, page.seasons,
         (SELECT count(*) FROM products e WHERE e.series_id = page.id AND ${VISIBLE_EPISODE})::integer AS episode_count,
         (SELECT max(e.age_recommendation) FROM products e WHERE e.series_id = page.id AND ${VISIBLE_EPISODE}) AS age_recommendation
    FROM (SELECT count(*) AS total FROM matched) t LEFT JOIN page ON true
   ORDER BY page.tier DESC, page.rank DESC, page.search_title, page.id`;

const SERIES = { withText: seriesSql(true), withoutText: seriesSql(false) };

/**
 * The words of the text as the product search reads them (search-text.ts: every word a quoted
 * literal, the last also a prefix); a text without words finds nothing, as there.
 */
function textParams(raw: string): { given: boolean; query: string | null; phrase: string | null } {
  const words = searchWords(raw);
  const query = tsqueryText(words.map((word, i) => ({ word, alternatives: [], prefix: i === words.length - 1 })));
  return { given: raw.trim() !== "", query, phrase: words.length === 0 ? null : words.join(" ") };
}

/** The series search's SQL (002, 009 and 010): over the product search's conditions (product-search.sql.ts). */
export class SeriesSearchRepository {
  constructor(private readonly db: Queryable) {}

  async search(query: ProductQuery, page: { offset: number; limit: number }): Promise<{ total: number; rows: SeriesHitRow[] }> {
    const text = textParams(query.text);
    const sql = text.given ? SERIES.withText : SERIES.withoutText;
    const { rows } = await this.db.query<SeriesHitRow>(sql, [...sharedParams(query, text), page.limit, page.offset]);
    return { total: rows[0]?.total ?? 0, rows: rows.filter((row) => row.id !== null) };
  }
}
