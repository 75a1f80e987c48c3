/**
 * The combo box's one statement (suggestions.repository.ts runs it) over 002_catalogue.sql,
 * 009_search.sql and 010_search_suggestions.sql. Parameters: $1 apps, $2 reseller, $3 search
 * scope, $4 age, $5 text, $6/$7 kinds and their groups, $8 products a group, $9 series wanted,
 * $10 series, $11 topics, $12 phrases, $13 user id, $14 history entries, $15/$16 spelling words
 * and whether each is still being typed.
 */

// SPEC §6 and §1 scoping, as in search-facets.repository.ts: the apps, the reseller's products, the
// search scope and no product restricted above the user's age.
const visible = (p: string) => `${p}.app = ANY ($1::text[])
  AND (cardinality(${p}.reseller_slugs) = 0 OR $2::text = ANY (${p}.reseller_slugs))
  AND ${p}.search_scope <= $3::integer
  AND (${p}.age_restriction IS NULL OR ${p}.age_restriction <= $4::integer)`;

/** The typed text folded like the titles (catalogue_fold is IMMUTABLE: an index condition on the parameter). */
const FOLDED = "catalogue_fold($5::text)";
const LO = FOLDED;
const HI = `(${FOLDED} || chr(1114111))`;
/** The text with its misspelt words corrected, or NULL: an InitPlan, so also a value index scans can use. */
const CORRECTED = "(SELECT c.folded FROM c)";
/** Every word of the text (the last as a prefix), or of its correction (010's suggestion_tsquery). */
const WORDS = "(SELECT c.words FROM c)";
// Typo tolerance starts at 3 characters: shorter texts have too few trigrams to mean anything.
const FUZZY = `char_length(${FOLDED}) >= 3`;
/**
 * The trigram tier of products is for a single word (often half typed): in a text of several
 * words the spelling correction finds the misspelt ones, and word similarity over a whole sentence
 * matches hundreds of titles that share a common word, each to be measured.
 */
const ONE_WORD = `strpos(btrim(${FOLDED}), ' ') = 0`;
const STARTS = (column: string, lo = LO, hi = HI) => `(${column} ~>=~ ${lo} AND ${column} ~<=~ ${hi})`;
/** The words of a folded title (the expression of 010's products_title_words and series_title_words). */
const HAS_WORDS = (title: string) => `to_tsvector('simple', ${title}) @@ ${WORDS}`;
/** A title with a word like the text as typed, or like its correction (pg_trgm word similarity). */
const LIKE_TEXT = (title: string) => `(${FOLDED} <% ${title} OR ${CORRECTED} <% ${title})`;
const LIKENESS = (title: string) => `greatest(word_similarity(${FOLDED}, ${title}), coalesce(word_similarity(${CORRECTED}, ${title}), 0))`;
/**
 * Whether a visible product meets `condition`: a scalar subquery, not EXISTS, which the planner
 * would turn into a semi join over every episode; checked row by row, an ordered scan stops at
 * the first few series that have one.
 */
const HAS_VISIBLE = (condition: string) => `(SELECT true FROM products p WHERE ${condition} AND ${visible("p")} LIMIT 1) IS NOT NULL`;
/**
 * Titles a kind's prefix scan reads before the user's view is applied: the planner misjudges how
 * many products the view keeps (reseller, scope and age together) and would otherwise fetch and
 * sort every title with the prefix; a group is short only when most of its first titles are hidden.
 */
const CANDIDATES = "4 * $8::integer";
/**
 * Titles the word and typo tiers read at most per group, in no order (a GIN index gives none):
 * bounded work however common the words, at the cost of the best few of a very common prefix.
 * The user's view is applied after, as for the prefix tier, so the planner does not join the
 * (app, kind) index's bitmap of most of the catalogue to the word index's.
 */
const TIER_CANDIDATES = 200;
/** Groups with fewer than `perGroup` products in the given hits. */
const SHORT = (hits: string) => `(SELECT count(*) FROM ${hits} h WHERE h.grp = g.grp) < $8::integer`;

/**
 * One statement per request (one round trip; 20 connections share a pool of 10):
 * - spelling: each word the vocabulary lacks (a partial last word counts when a known word starts
 *   with it) with the most similar known word (trigram similarity at least 0.4, at most 3 letters
 *   longer or shorter: a one-letter typo of a 5-letter word still scores 0.44); `c` holds the text
 *   with those words corrected, and the word query of both;
 * - products, in three tiers, each only for the groups the tiers before left short of `perGroup`:
 *   (0) titles that start with the text, per stored kind an ordered range scan of
 *   products_kind_title_prefix that stops after `perGroup` visible rows; (1) titles with every
 *   word of the text or of its correction, the last as a prefix (products_title_words), by
 *   title; (2) for a single word of 3 characters or more, titles with a word like it (pg_trgm
 *   word similarity over products_title_trgm), the most alike first — each of (1) and (2) among
 *   at most TIER_CANDIDATES titles per group;
 * - series in the first two tiers (with a visible episode; a misspelt series title is found
 *   through the corrected words: a trigram tier over series is not worth its cost); topics and
 *   phrases (subject names and tags) of the apps asked for (search_phrases.apps: a curriculum
 *   word, not a product, so no visibility check per topic, which cost 25 ms a topic at
 *   1,000,000 products); the user's past searches that start with the text.
 * The folded text and its bounds are expressions of the parameter, not a LIKE pattern, so every
 * plan of the prepared statement (a generic one too) uses them as index conditions; titles are
 * ordered in byte order (USING ~<~, text_pattern_ops), the order the prefix indexes are read in.
 */
export const SUGGESTIONS_SQL = `WITH words AS (
    SELECT x.n, x.word, catalogue_fold(x.word) AS folded, x.partial
      FROM unnest($15::text[], $16::boolean[]) WITH ORDINALITY AS x (word, partial, n)
  ),
  spelling AS MATERIALIZED (
    SELECT t.n, t.word,
           (SELECT w.word FROM search_words w
             WHERE w.folded % t.folded AND similarity(w.folded, t.folded) >= 0.4
               AND abs(char_length(w.folded) - char_length(t.folded)) <= 3
             ORDER BY similarity(w.folded, t.folded) DESC, w.folded LIMIT 1) AS correction
      FROM words t
     WHERE NOT EXISTS (SELECT 1 FROM search_words w WHERE w.folded = t.folded)
       AND NOT (t.partial AND EXISTS (SELECT 1 FROM search_words w WHERE ${STARTS("w.folded", "t.folded", "(t.folded || chr(1114111))")}))
  ),
  corrected AS MATERIALIZED (
    SELECT (SELECT string_agg(coalesce(catalogue_fold(s.correction), t.folded), ' ' ORDER BY t.n)
              FROM words t LEFT JOIN spelling s ON s.n = t.n
            HAVING bool_or(s.correction IS NOT NULL)) AS folded
  ),
  c AS MATERIALIZED (
    SELECT x.folded, CASE WHEN x.folded IS NULL THEN suggestion_tsquery($5::text)
                          ELSE coalesce(suggestion_tsquery($5::text) || suggestion_tsquery(x.folded), suggestion_tsquery(x.folded)) END AS words
      FROM corrected x
  ),
  groups AS (SELECT g.kind, g.grp FROM unnest($6::text[], $7::text[]) AS g (kind, grp)),
  prefix_hits AS MATERIALIZED (
    SELECT g.grp, x.id, 0 AS rank, row_number() OVER (PARTITION BY g.grp ORDER BY x.search_title USING ~<~, x.id) AS pos
      FROM groups g CROSS JOIN LATERAL (
        SELECT p.id, p.search_title FROM (
          SELECT p.* FROM products p WHERE p.kind = g.kind AND ${STARTS("p.search_title")}
           ORDER BY p.search_title USING ~<~ LIMIT ${CANDIDATES}) p
         WHERE ${visible("p")}
         ORDER BY p.search_title USING ~<~ LIMIT $8::integer) x
  ),
  -- A short group's titles with the words: at most TIER_CANDIDATES of them are read (a 2-letter
  -- word prefix matches a good part of a large catalogue), then the user's view, then by title.
  word_hits AS MATERIALIZED (
    SELECT w.grp, x.id, 1 AS rank, row_number() OVER (PARTITION BY w.grp ORDER BY x.search_title USING ~<~, x.id) AS pos
      FROM (SELECT g.grp, array_agg(g.kind) AS kinds FROM groups g GROUP BY g.grp HAVING ${SHORT("prefix_hits")}) w
      CROSS JOIN LATERAL (
        SELECT p.id, p.search_title FROM (
          SELECT p.* FROM products p
           WHERE p.kind = ANY (w.kinds) AND ${HAS_WORDS("p.search_title")} AND NOT ${STARTS("p.search_title")}
           LIMIT ${TIER_CANDIDATES}) p
         WHERE ${visible("p")}
         ORDER BY p.search_title USING ~<~, p.id LIMIT $8::integer) x
  ),
  typo_groups AS (
    SELECT g.grp, array_agg(g.kind) AS kinds FROM groups g WHERE ${FUZZY} AND ${ONE_WORD}
     GROUP BY g.grp HAVING (SELECT count(*) FROM (SELECT h.grp FROM prefix_hits h UNION ALL SELECT h.grp FROM word_hits h) h
                             WHERE h.grp = g.grp) < $8::integer
  ),
  -- Likewise at most TIER_CANDIDATES titles with a word like the text, the most alike first.
  typo_hits AS (
    SELECT t.grp, x.id, 2 AS rank, row_number() OVER (PARTITION BY t.grp ORDER BY x.likeness DESC, x.search_title, x.id) AS pos
      FROM typo_groups t
      CROSS JOIN LATERAL (
        SELECT p.id, p.search_title, ${LIKENESS("p.search_title")} AS likeness FROM (
          SELECT p.* FROM products p
           WHERE p.kind = ANY (t.kinds) AND ${LIKE_TEXT("p.search_title")} AND NOT ${STARTS("p.search_title")}
             AND NOT coalesce(${HAS_WORDS("p.search_title")}, false)
           LIMIT ${TIER_CANDIDATES}) p
         WHERE ${visible("p")}
         ORDER BY likeness DESC, p.search_title, p.id LIMIT $8::integer) x
  ),
  product_hits AS (
    SELECT h.grp, h.id, h.rank, row_number() OVER (PARTITION BY h.grp ORDER BY h.rank, h.pos) AS n
      FROM (SELECT * FROM prefix_hits UNION ALL SELECT * FROM word_hits UNION ALL SELECT * FROM typo_hits) h
  ),
  series_prefix AS MATERIALIZED (
    SELECT s.id, s.title, 0 AS rank, row_number() OVER (ORDER BY s.search_title USING ~<~, s.id) AS pos FROM (
      SELECT s.id, s.title, s.search_title FROM series s
       WHERE $9::boolean AND s.app = ANY ($1::text[]) AND ${STARTS("s.search_title")}
         AND ${HAS_VISIBLE("p.series_id = s.id")}
       ORDER BY s.search_title USING ~<~, s.id LIMIT $10::integer) s
  ),
  series_words AS MATERIALIZED (
    SELECT s.id, s.title, 1 AS rank, row_number() OVER (ORDER BY s.search_title USING ~<~, s.id) AS pos FROM (
      SELECT s.id, s.title, s.search_title FROM (
        SELECT s.* FROM series s
         WHERE $9::boolean AND (SELECT count(*) FROM series_prefix) < $10::integer AND s.app = ANY ($1::text[])
           AND ${HAS_WORDS("s.search_title")} AND NOT ${STARTS("s.search_title")}
         LIMIT ${TIER_CANDIDATES}) s
       WHERE ${HAS_VISIBLE("p.series_id = s.id")}
       ORDER BY s.search_title USING ~<~, s.id LIMIT $10::integer) s
  ),
  series_hits AS (
    SELECT s.id, s.title, s.rank, row_number() OVER (ORDER BY s.rank, s.pos) AS n
      FROM (SELECT * FROM series_prefix UNION ALL SELECT * FROM series_words) s
     ORDER BY n LIMIT $10::integer
  ),
  -- Phrases that start with the text, or (from 3 characters) have a word like it or its correction;
  -- the shorter (more general) first.
  phrase_hits AS (
    SELECT ph.kind, ph.folded, ph.phrase, 0 AS rank FROM search_phrases ph WHERE ${STARTS("ph.folded")} AND ph.apps && $1::text[]
    UNION ALL
    SELECT ph.kind, ph.folded, ph.phrase, 1 FROM search_phrases ph
     WHERE ${FUZZY} AND ${LIKE_TEXT("ph.folded")} AND NOT ${STARTS("ph.folded")} AND ph.apps && $1::text[]
  ),
  topic_hits AS (
    SELECT h.phrase, h.rank, row_number() OVER (ORDER BY h.rank, char_length(h.folded), h.folded) AS n FROM phrase_hits h
     WHERE h.kind = 'topic'
     ORDER BY h.rank, char_length(h.folded), h.folded LIMIT $11::integer
  ),
  other_phrases AS (
    SELECT DISTINCT ON (h.folded) h.folded, h.phrase, h.rank FROM phrase_hits h WHERE h.kind <> 'topic'
     ORDER BY h.folded, h.kind = 'tag'
  ),
  top_phrases AS (
    SELECT o.phrase, o.rank, row_number() OVER (ORDER BY o.rank, char_length(o.folded), o.folded) AS n FROM other_phrases o
     ORDER BY n LIMIT $12::integer
  ),
  history_hits AS (
    SELECT h.id, h.query_string, row_number() OVER (ORDER BY h.searched_at DESC, h.id DESC) AS n FROM search_history h
     WHERE h.user_id = $13::integer AND ${STARTS("h.folded")}
     ORDER BY h.searched_at DESC, h.id DESC LIMIT $14::integer
  )
  SELECT 'product' AS source, h.grp, p.id, p.title, p.kind, p.media_format, s.title AS series_title, h.rank, h.n
    FROM product_hits h JOIN products p ON p.id = h.id LEFT JOIN series s ON s.id = p.series_id
   WHERE h.n <= $8::integer
  UNION ALL SELECT 'series', NULL, s.id, s.title, NULL, NULL, NULL, s.rank, s.n FROM series_hits s
  UNION ALL SELECT 'topic', NULL, NULL, t.phrase, NULL, NULL, NULL, t.rank, t.n FROM topic_hits t
  UNION ALL SELECT 'phrase', NULL, NULL, o.phrase, NULL, NULL, NULL, o.rank, o.n FROM top_phrases o
  UNION ALL SELECT 'history', NULL, h.id, h.query_string, NULL, NULL, NULL, 0, h.n FROM history_hits h
  UNION ALL SELECT 'spelling', s.word, NULL, s.correction, NULL, NULL, NULL, 0, s.n FROM spelling s WHERE s.correction IS NOT NULL
  ORDER BY 1, 2, 9`;
