import type { AppSlug } from "../../src/domain/access/licence";
import type { Queryable } from "../db/database.port";
import type { ProductCard, ProductQuery, ProductSearch, ProductSearchAnswer, ResultPage, SearchSort } from "./product-search.port";
import { $, ALL_FILTERS, baseCondition, SEARCH_CONFIG, SHARED_PARAMS, sharedParams, type TextParams } from "./product-search.sql";
import { SearchFacetsRepository } from "./search-facets.repository";
import { searchWords, tsqueryText, type SearchTerm } from "./search-text";

/** Typo tolerance (issue 9): a word is widened only from this length; shorter words have too many neighbours. */
const MIN_TYPO_LENGTH = 4;
/** pg_trgm similarity a widened word needs (a one-letter typo in a 5–12 letter word scores 0.45–0.7). */
const MIN_SIMILARITY = 0.4;
const MAX_ALTERNATIVES = 3;

interface WordRow {
  n: number;
  stop: boolean;
  known: boolean;
  alternatives: string[];
}

// For each word of the text: a stop word (no stem, 002_catalogue.sql's Swedish stop list) or not;
// known or not (a catalogue word has its stem; for the last word, a stem starting with it); and for
// an unknown word, the catalogue words most like it, as written (009_search.sql search_vocabulary,
// trigram index).
const WORDS = `SELECT w.n::integer AS n, cardinality(l.lexemes) = 0 AS stop, k.known,
    CASE WHEN k.known OR cardinality(l.lexemes) = 0 OR char_length(w.word) < ${MIN_TYPO_LENGTH} THEN '{}'::text[]
         ELSE ARRAY(SELECT v.display FROM search_vocabulary v
                     WHERE v.word % catalogue_fold(w.word) AND similarity(v.word, catalogue_fold(w.word)) >= ${MIN_SIMILARITY}
                     ORDER BY similarity(v.word, catalogue_fold(w.word)) DESC, v.word LIMIT ${MAX_ALTERNATIVES})
    END AS alternatives
  FROM unnest($1::text[]) WITH ORDINALITY AS w (word, n)
  CROSS JOIN LATERAL (SELECT tsvector_to_array(to_tsvector('${SEARCH_CONFIG}', w.word)) AS lexemes) l
  CROSS JOIN LATERAL (SELECT EXISTS (
      SELECT 1 FROM unnest(l.lexemes) AS x (lexeme)
       WHERE EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.lexeme COLLATE "C" = x.lexeme)
          OR (w.n = $2 AND EXISTS (SELECT 1 FROM search_vocabulary v
                                    WHERE v.lexeme COLLATE "C" >= x.lexeme AND v.lexeme COLLATE "C" < x.lexeme || chr(1114111))))
    AS known) k
  ORDER BY w.n`;

const own = (n: number) => `$${SHARED_PARAMS + n}`;

// Issue 9 relevance order: the exact title, then titles starting with the text, then every word in
// the title (weight A), then in the series title, tags, topics or subjects (A or B), then full-text
// rank (weights: title over series, tags and topics over people and suppliers over the description;
// cover density, so words found next to each other — a person's full name — count more; normalised
// by the document's length: measured on the relevance suite, ts_rank_cd 1.00 against ts_rank 0.99);
// the id last, so the order is total and pages never overlap.
const RELEVANCE_KEYS = `CASE WHEN p.search_phrase = catalogue_phrase(${$("phrase")}::text) THEN 4
           WHEN starts_with(p.search_phrase, catalogue_phrase(${$("phrase")}::text)) THEN 3
           WHEN p.search_document @@ to_tsquery('${SEARCH_CONFIG}', ${own(4)}::text) THEN 2
           WHEN p.search_document @@ to_tsquery('${SEARCH_CONFIG}', ${own(5)}::text) THEN 1
           ELSE 0 END AS tier,
      ts_rank_cd(p.search_document, to_tsquery('${SEARCH_CONFIG}', ${$("query")}::text), 1) AS rank`;

// Newest production year first; the highest id (the latest added) on a tie.
const ORDER: Readonly<Record<SearchSort, { keys: string; by: string }>> = {
  relevance: { keys: RELEVANCE_KEYS, by: "tier DESC, rank DESC, id" },
  latest: { keys: "p.prod_year", by: "prod_year DESC NULLS LAST, id DESC" },
};

const itemsSql = (withText: boolean, sort: SearchSort) => `WITH page AS (
    SELECT p.id, ${ORDER[sort].keys}
      FROM products p
     WHERE ${baseCondition(withText)}
       AND ${ALL_FILTERS}
       AND p.app = ${own(1)}::text
     ORDER BY ${ORDER[sort].by}
     LIMIT ${own(2)}::integer OFFSET ${own(3)}::bigint
  )
  SELECT p.id, p.app, p.kind, p.title, p.description, p.duration_seconds, p.page_count, p.badge, p.is_recommended,
         p.is_last_chance, p.age_recommendation, p.prod_year, p.series_id, s.title AS series_title, p.season_label,
         p.episode_number, (SELECT count(*) FROM products e WHERE e.series_id = p.series_id)::integer AS episode_count
    FROM page JOIN products p ON p.id = page.id LEFT JOIN series s ON s.id = p.series_id
   ORDER BY ${ORDER[sort].by.replace(/\b(tier|rank|id|prod_year)\b/g, "page.$1")}`;

const ITEMS = {
  relevance: itemsSql(true, "relevance"),
  latestWithText: itemsSql(true, "latest"),
  latest: itemsSql(false, "latest"),
};

const countSql = (withText: boolean) =>
  `SELECT count(*)::integer AS count FROM products p WHERE ${baseCondition(withText)} AND ${ALL_FILTERS}`;
const COUNT = { withText: countSql(true), withoutText: countSql(false) };

/** The text's words as the engine searches them, and the tsquery texts of the relevance order. */
interface PreparedText extends TextParams {
  readonly inTitle: string | null;
  readonly inTitleOrTags: string | null;
  readonly spellingSuggestion: string | null;
}

/**
 * The PostgreSQL engine (ARCHITECTURE §6): full-text search with the skolmedia_swedish
 * configuration (accent folding, then Swedish stemming) over 009_search.sql's weighted document,
 * pg_trgm over the catalogue's vocabulary for typos, facet counts in SQL (search-facets.repository.ts).
 */
export class PostgresProductSearch implements ProductSearch {
  private readonly facets: SearchFacetsRepository;

  constructor(private readonly db: Queryable) {
    this.facets = new SearchFacetsRepository(db);
  }

  async search(query: ProductQuery, pages: readonly ResultPage[]): Promise<ProductSearchAnswer> {
    const text = await this.prepare(query.text);
    const shared = sharedParams(query, text);
    const withText = text.given;
    const [facets, ...items] = await Promise.all([
      this.facets.searchFacetCounts(query, text),
      ...pages.map(async (page) => {
        const sort: SearchSort = withText ? page.sort : "latest";
        const params = [...shared, page.app, page.limit, page.offset];
        const sql = !withText ? ITEMS.latest : sort === "latest" ? ITEMS.latestWithText : ITEMS.relevance;
        if (sort === "relevance") params.push(text.inTitle, text.inTitleOrTags);
        return (await this.db.query<ProductCard>(sql, params)).rows;
      }),
    ]);
    return {
      facets,
      items: new Map<AppSlug, readonly ProductCard[]>(pages.map((page, i) => [page.app, items[i] ?? []])),
      spellingSuggestion: text.spellingSuggestion,
    };
  }

  async count(query: ProductQuery): Promise<number> {
    const text = await this.prepare(query.text);
    const sql = text.given ? COUNT.withText : COUNT.withoutText;
    const { rows } = await this.db.query<{ count: number }>(sql, sharedParams(query, text));
    return rows[0]?.count ?? 0;
  }

  /**
   * A text with no word (emoji, punctuation) finds nothing; stop words are left out (a text of
   * stop words only finds just the product titled exactly so); an unknown word also matches the
   * catalogue's words most like it, and one like no catalogue word is left out (a word the
   * catalogue cannot have would otherwise hide everything the other words find).
   */
  private async prepare(raw: string): Promise<PreparedText> {
    const given = raw.trim() !== "";
    const none: PreparedText = { given, query: null, phrase: null, inTitle: null, inTitleOrTags: null, spellingSuggestion: null };
    const words = searchWords(raw);
    if (words.length === 0) return none;
    const { rows } = await this.db.query<WordRow>(WORDS, [words, words.length]);
    const terms: SearchTerm[] = rows
      .filter((row) => !row.stop && (row.known || row.alternatives.length > 0))
      .map((row) => ({ word: words[row.n - 1] ?? "", alternatives: row.alternatives, prefix: row.n === words.length }));
    const widened = rows.some((row) => row.alternatives.length > 0);
    return {
      given,
      query: tsqueryText(terms),
      phrase: words.join(" "),
      inTitle: tsqueryText(terms, "A"),
      inTitleOrTags: tsqueryText(terms, "AB"),
      spellingSuggestion: widened ? words.map((word, i) => rows[i]?.alternatives[0] ?? word).join(" ") : null,
    };
  }
}
