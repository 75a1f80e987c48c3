-- 009_search: what issue 9's product search (server/search/product-search.pg.ts) needs on top of
-- 002_catalogue's search document: subject names of every level and a title-over-series weighting
-- in the document, a vocabulary for typo tolerance, and the indexes of the "latest" order.

-- A title as the exact and prefix matches of the relevance order compare it: folded, every run of
-- characters that are not letters or digits one space ("Orientering – i vardagen" reads as
-- "orientering i vardagen", as typed). The query text goes through the same function.
CREATE FUNCTION catalogue_phrase(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(catalogue_fold(value), '[^[:alnum:]]+', ' ', 'g')) $$;

ALTER TABLE products ADD COLUMN search_phrase text NOT NULL DEFAULT '';

-- The search document again, with two changes (issue 9 "Settle in the contract"):
-- * every level of the subjects tree is searchable: a product filed under "Andra världskriget"
--   is found by "Historia" too (subjects.path holds the ids from the root down);
-- * the relevance order puts the title over the series (issue 9 "title over series, tags and
--   topics over description"): A title; B series title, tags, topics, subject names; C people and
--   suppliers; D description.
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  series_title   text;
  subject_titles text;
BEGIN
  SELECT s.title INTO series_title FROM series s WHERE s.id = NEW.series_id;
  SELECT string_agg(DISTINCT sub.title, ' ') INTO subject_titles
    FROM subjects own JOIN subjects sub ON sub.id = ANY (own.path)
   WHERE own.id = ANY (NEW.subject_ids);
  NEW.search_title := catalogue_fold(NEW.title);
  NEW.search_phrase := catalogue_phrase(NEW.title);
  NEW.search_document :=
       setweight(to_tsvector('skolmedia_swedish', NEW.title), 'A')
    || setweight(to_tsvector('skolmedia_swedish', coalesce(series_title, '') || ' '
                                                  || array_to_string(NEW.tags || NEW.topics, ' ') || ' '
                                                  || coalesce(subject_titles, '')), 'B')
    || setweight(to_tsvector('skolmedia_swedish', coalesce(NEW.author, '') || ' ' || coalesce(NEW.supplier, '')), 'C')
    || setweight(to_tsvector('skolmedia_swedish', NEW.description), 'D');
  NEW.updated_at := now();
  RETURN NEW;
END
$$;

-- Typo tolerance (issue 9: one-letter typos): every word of the catalogue's texts, folded, with its
-- stem and a spelling to show (with å, ä, ö). A query word whose stem no product has is widened to
-- the vocabulary words most like it (pg_trgm similarity), so "fotosyntess" still finds
-- "Fotosyntesen". Words are only added: a word whose last product is gone only widens a query to
-- nothing.
CREATE TABLE search_vocabulary (
  word    text PRIMARY KEY,
  lexeme  text NOT NULL,
  display text NOT NULL
);
-- Byte order, so "a stem starting with" is a range scan on this index whatever the database's collation.
CREATE INDEX search_vocabulary_lexeme ON search_vocabulary (lexeme COLLATE "C");
CREATE INDEX search_vocabulary_word_trgm ON search_vocabulary USING gin (word gin_trgm_ops);

-- The words of some texts as the text search parser splits them (the same in every locale), lower
-- case: 3 to 40 letters, no digits or punctuation, not a stop word (a stop word has no stem).
CREATE FUNCTION search_vocabulary_add(texts text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_vocabulary (word, lexeme, display)
  SELECT w.word, w.lexeme, w.display
    FROM (SELECT catalogue_fold(s.surface) AS word, min(s.surface) AS display,
                 (tsvector_to_array(to_tsvector('skolmedia_swedish', catalogue_fold(s.surface))))[1] AS lexeme
            FROM (SELECT DISTINCT surface
                    FROM unnest(texts) AS t (text), unnest(tsvector_to_array(to_tsvector('simple', t.text))) AS surface) s
           WHERE char_length(s.surface) BETWEEN 3 AND 40 AND s.surface !~ '[[:digit:][:punct:][:space:]]'
           GROUP BY catalogue_fold(s.surface)) w
   WHERE w.lexeme IS NOT NULL
  ON CONFLICT (word) DO NOTHING
$$;

-- Once per statement (the seed and the import write thousands of rows in one statement).
CREATE FUNCTION products_vocabulary_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(ARRAY(
    SELECT concat_ws(' ', r.title, r.description, array_to_string(r.tags || r.topics, ' '), r.author, r.supplier)
      FROM changed_products r));
  RETURN NULL;
END
$$;
CREATE TRIGGER products_vocabulary_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION products_vocabulary_refresh();
CREATE TRIGGER products_vocabulary_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION products_vocabulary_refresh();

CREATE FUNCTION named_vocabulary_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(ARRAY(SELECT r.title FROM changed_names r));
  RETURN NULL;
END
$$;
CREATE TRIGGER series_vocabulary_insert AFTER INSERT ON series
  REFERENCING NEW TABLE AS changed_names FOR EACH STATEMENT EXECUTE FUNCTION named_vocabulary_refresh();
CREATE TRIGGER series_vocabulary_update AFTER UPDATE ON series
  REFERENCING NEW TABLE AS changed_names FOR EACH STATEMENT EXECUTE FUNCTION named_vocabulary_refresh();
CREATE TRIGGER subjects_vocabulary_insert AFTER INSERT ON subjects
  REFERENCING NEW TABLE AS changed_names FOR EACH STATEMENT EXECUTE FUNCTION named_vocabulary_refresh();
CREATE TRIGGER subjects_vocabulary_update AFTER UPDATE ON subjects
  REFERENCING NEW TABLE AS changed_names FOR EACH STATEMENT EXECUTE FUNCTION named_vocabulary_refresh();

-- Rows already there: their documents again (the trigger above), and their words.
UPDATE products SET title = title;
SELECT search_vocabulary_add(ARRAY(SELECT title FROM series UNION ALL SELECT title FROM subjects));

-- An exact title match is part of the text condition (a text of stop words only still finds the
-- product titled so): an index of its own, so the condition stays a bitmap OR with the document's.
CREATE INDEX products_search_phrase ON products (search_phrase);

-- The "latest" order (newest production year first, the newest id on a tie): an app's page without
-- a query reads this index in order instead of sorting every product it may find (full demo
-- catalogue: 0.09 ms against 4 ms).
CREATE INDEX products_latest ON products (app, prod_year DESC NULLS LAST, id DESC);

-- The planner's estimate of "every reseller's product" (an empty reseller list, SPEC §1): without
-- statistics on the expression it guessed 0.5 % of the products where 98 % are, and so sorted every
-- product rather than walk products_latest. (ANALYZE at the end of this file fills them in.)
CREATE STATISTICS products_reseller_count ON (cardinality(reseller_slugs)) FROM products;

-- GIN indexes and bulk loads: a GIN index collects new entries in a pending list that every search
-- scans in full until a vacuum merges it — and PGlite runs no vacuum. Right after the seed of the
-- full demo catalogue a one-word match took 9 ms through the pending list against 0.09 ms through
-- the index, and the planner even chose a sequential scan. So each statement that writes products
-- merges the lists once at its end: still the bulk merge the list is for (the seed and the import
-- write 500 products a statement), and nothing left pending for the searches that follow.
-- (fastupdate = off instead made the seed of the full catalogue 2.7 times as slow on PGlite.)
CREATE FUNCTION products_gin_merge() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gin_clean_pending_list(index::regclass)
     FROM unnest(ARRAY['products_search_document', 'products_title_trgm', 'products_subject_ids', 'products_topics',
                       'products_languages', 'products_subtitles', 'products_audience']) AS index;
  RETURN NULL;
END
$$;
CREATE TRIGGER products_gin_merge AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION products_gin_merge();
SELECT gin_clean_pending_list('series_title_trgm');
UPDATE products SET id = id WHERE false;
ANALYZE products;
