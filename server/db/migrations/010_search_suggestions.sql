-- 010_search_suggestions (issue 9): what the search combo box suggests from (SPEC §3 Suggestion,
-- §9 suggestion limits; openapi getSearchSuggestions), the users' search history (SPEC §3 Search
-- history item; listSearchHistory, deleteSearchHistoryByQuery, deleteRecentSearch) and the
-- committed-search events (trackSearchUserEvent). The product search's own indexes are in 009.

-- ───────────── Prefix look-ups on the folded titles ─────────────
-- `search_title LIKE 'fo%'` as an ordered range scan that stops after a few rows: per stored kind,
-- so each suggestion group finds its first titles without sorting every match (2-letter prefixes
-- match tens of thousands of titles at 1,000,000 products). text_pattern_ops: range scans in
-- byte order under any collation. Typo-tolerant matching uses 002's trigram indexes
-- (products_title_trgm, series_title_trgm).
CREATE INDEX products_kind_title_prefix ON products (kind, search_title text_pattern_ops);
CREATE INDEX series_title_prefix ON series (search_title text_pattern_ops);

-- Titles with a word that starts with the typed text (or every typed word, the last as a prefix):
-- the folded title's words, unstemmed ('simple'), so "fori" finds "Filmen om förintelsen" — a
-- GIN prefix search on a title's words instead of trigram candidates to rank one by one.
CREATE INDEX products_title_words ON products USING gin (to_tsvector('simple', search_title));
CREATE INDEX series_title_words ON series USING gin (to_tsvector('simple', search_title));

-- The typed text as such a query: its folded words, all required, the last one also as a prefix;
-- NULL for a text without a word. Only letters and digits reach to_tsquery, so no text is syntax.
CREATE FUNCTION suggestion_tsquery(value text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT to_tsquery('simple', string_agg(chr(39) || x.word || chr(39) || CASE WHEN x.n = x.last THEN ':*' ELSE '' END, ' & ' ORDER BY x.n))
      FROM (SELECT t.word, t.n, max(t.n) OVER () AS last
              FROM regexp_split_to_table(catalogue_fold(value), '[^[:alnum:]]+') WITH ORDINALITY AS t (word, n)
             WHERE t.word <> '') x
  $$;

-- ───────────── The suggestion vocabulary ─────────────
-- Words of the titles (products, series, subjects) for the spelling suggestion: the most similar
-- known word (pg_trgm) replaces a word the vocabulary lacks. `word` is the word as written (with
-- å, ä, ö) for display; `folded` the key the typed text is compared with. Words are only added,
-- as in 009's search_vocabulary: counting uses per batch rewrote every common word's row once per
-- batch (850,000 dead rows for 600 phrases after a 1,000,000-product seed), and a word whose last
-- title is gone only suggests a word that finds nothing.
CREATE TABLE search_words (
  folded  text PRIMARY KEY,
  word    text NOT NULL
);
CREATE INDEX search_words_trgm ON search_words USING gin (folded gin_trgm_ops);
-- "Does a known word start with this one" (a last word still being typed is no misspelling).
CREATE INDEX search_words_prefix ON search_words (folded text_pattern_ops);

-- Phrases the combo box completes the typed text with: subject names (every level of the tree)
-- and tags make the phrase suggestions, topics the topics group. `apps`: the apps whose products
-- carry the phrase, so an app's combo box offers its own (a phrase is a curriculum word, not a
-- product: the user's age, reseller and scope are the products' business).
CREATE TABLE search_phrases (
  kind    text NOT NULL CHECK (kind IN ('subject', 'tag', 'topic')),
  folded  text NOT NULL,
  phrase  text NOT NULL,
  apps    text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (kind, folded)
);
CREATE INDEX search_phrases_prefix ON search_phrases (folded text_pattern_ops);
CREATE INDEX search_phrases_trgm ON search_phrases USING gin (folded gin_trgm_ops);

-- The words of a title, lower-cased: split on white space and punctuation (a fixed list, so the
-- split does not depend on the database's locale, where [[:alpha:]] may be ASCII only); words of
-- fewer than 3 letters and numbers are no spelling material.
CREATE FUNCTION search_words_of(value text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT w FROM regexp_split_to_table(lower(value), '[\s.,;:!?"''()\[\]{}<>/\\|+=*&%$#@~^_`–—‘’“”«»…·-]+') AS w
     WHERE char_length(w) >= 3 AND w !~ '^[0-9]+$'
  $$;

-- New words only (a known one is left alone); sorted, so concurrent imports lock rows in one order.
CREATE FUNCTION search_words_add(words text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (folded, word)
  SELECT catalogue_fold(x.word), min(x.word) FROM unnest(words) AS x (word)
   GROUP BY catalogue_fold(x.word)
   ORDER BY 1
  ON CONFLICT (folded) DO NOTHING
$$;

-- The phrases of one product: its tags, its topics and the names of its subjects.
CREATE FUNCTION search_phrases_of(tags text[], topics text[], subject_ids integer[]) RETURNS TABLE (kind text, phrase text)
  LANGUAGE sql STABLE AS $$
    SELECT 'tag', t FROM unnest(tags) AS t
    UNION ALL SELECT 'topic', t FROM unnest(topics) AS t
    UNION ALL SELECT 'subject', s.title FROM unnest(subject_ids) AS sid JOIN subjects s ON s.id = sid
  $$;

-- A known phrase is only rewritten when an app is new to it (rarely: no row per batch).
CREATE FUNCTION search_phrases_add(kinds text[], phrases text[], apps text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_phrases AS p (kind, folded, phrase, apps)
  SELECT x.kind, catalogue_fold(btrim(x.phrase)), min(btrim(x.phrase)), array_agg(DISTINCT x.app ORDER BY x.app)
    FROM unnest(kinds, phrases, apps) AS x (kind, phrase, app)
   WHERE btrim(x.phrase) <> ''
   GROUP BY x.kind, catalogue_fold(btrim(x.phrase))
   ORDER BY 1, 2
  ON CONFLICT (kind, folded) DO UPDATE SET apps = ARRAY(SELECT DISTINCT a FROM unnest(p.apps || EXCLUDED.apps) AS a ORDER BY a)
   WHERE NOT p.apps @> EXCLUDED.apps
$$;

-- Kept current by statement-level triggers with transition tables: one insert per batch of the
-- seed or an import (500 products a statement), not one per product.
CREATE FUNCTION products_suggestions_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(ARRAY(SELECT search_words_of(n.title) FROM new_rows n));
  PERFORM search_phrases_add(x.kinds, x.phrases, x.apps)
     FROM (SELECT array_agg(ph.kind) AS kinds, array_agg(ph.phrase) AS phrases, array_agg(n.app) AS apps
             FROM new_rows n, search_phrases_of(n.tags, n.topics, n.subject_ids) ph) x
    WHERE x.kinds IS NOT NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER products_suggestions_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_suggestions_refresh();
CREATE TRIGGER products_suggestions_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_suggestions_refresh();

-- The words of series and subject titles (their phrases come with the products that use them).
CREATE FUNCTION titles_suggestions_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(ARRAY(SELECT search_words_of(n.title) FROM new_rows n));
  RETURN NULL;
END
$$;
CREATE TRIGGER series_suggestions_insert AFTER INSERT ON series
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION titles_suggestions_refresh();
CREATE TRIGGER series_suggestions_update AFTER UPDATE ON series
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION titles_suggestions_refresh();
CREATE TRIGGER subjects_suggestions_insert AFTER INSERT ON subjects
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION titles_suggestions_refresh();
CREATE TRIGGER subjects_suggestions_update AFTER UPDATE ON subjects
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION titles_suggestions_refresh();

-- A database whose catalogue was seeded before this migration gets its vocabulary now.
SELECT search_words_add(ARRAY(SELECT search_words_of(title) FROM products UNION ALL SELECT search_words_of(title) FROM series
                              UNION ALL SELECT search_words_of(title) FROM subjects));
SELECT search_phrases_add(array_agg(ph.kind), array_agg(ph.phrase), array_agg(p.app))
  FROM products p, search_phrases_of(p.tags, p.topics, p.subject_ids) ph
HAVING count(*) > 0;

-- ───────────── Search history (SPEC §3: id, queryString) ─────────────
-- One row per user and query, compared trimmed and case-insensitively (`query_key`): searching
-- again moves the row to the top instead of adding another. The service keeps the newest 50.
-- Gone with the account (ON DELETE CASCADE): a history is personal data.
CREATE TABLE search_history (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  query_string text NOT NULL CHECK (char_length(query_string) BETWEEN 1 AND 200),
  query_key    text NOT NULL CHECK (query_key <> ''),
  folded       text GENERATED ALWAYS AS (catalogue_fold(query_key)) STORED,
  searched_at  timestamptz NOT NULL,
  UNIQUE (user_id, query_key)
);
CREATE INDEX search_history_recent ON search_history (user_id, searched_at DESC, id DESC);

-- ───────────── Committed searches (openapi trackSearchUserEvent) ─────────────
-- Search statistics without a person: no user id and no address are stored (GDPR data
-- minimisation); housekeeping deletes events after 90 days (server/db/housekeeping.ts).
CREATE TABLE search_events (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  app              text NOT NULL CHECK (app IN ('play', 'lashornan', 'boka')),
  search_term      text NOT NULL CHECK (char_length(search_term) <= 200),
  query_parameters jsonb NOT NULL DEFAULT '[]',
  created_at       timestamptz NOT NULL
);
CREATE INDEX search_events_created_at ON search_events (created_at);

-- Bench catalogues (SEED_CATALOGUE=100k|1m, server/seed/catalogue-generator.ts) are recorded like
-- the demo sizes, so a restart skips them too.
ALTER TABLE catalogue_seed_runs DROP CONSTRAINT catalogue_seed_runs_size_check;
ALTER TABLE catalogue_seed_runs ADD CONSTRAINT catalogue_seed_runs_size_check CHECK (size IN ('small', 'full', '100k', '1m'));
