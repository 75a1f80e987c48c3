-- 002_catalogue: the product catalogue (SPEC §3 Product and Series), the subjects tree, and the
-- search document the search module builds on (ARCHITECTURE §6: swedish + unaccent + pg_trgm,
-- facet counts in SQL). Rows come from server/seed/catalogue.seed.ts and `npm run catalogue:import`.

-- Swedish stemming after accent folding, so "forintelsen" finds "Förintelsen" and query and document
-- go through the same pipeline (use it on both sides: websearch_to_tsquery('skolmedia_swedish', q)).
CREATE TEXT SEARCH CONFIGURATION skolmedia_swedish (COPY = pg_catalog.swedish);
ALTER TEXT SEARCH CONFIGURATION skolmedia_swedish
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, swedish_stem;

-- unaccent(text) is only STABLE (it reads the dictionary by search_path); the two-argument form with
-- a fixed dictionary is safe to declare IMMUTABLE, so this fold can back indexes and generated values.
-- 001 installs the extension in public, so the qualified names hold in every schema.
CREATE FUNCTION catalogue_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

-- Subjects (ämnen) as a tree. `path` holds the ids from the root down to the node itself, so a
-- facet count per node is one unnest: SPEC §3 TREE filter (id, parent, hasChildren, path).
CREATE TABLE subjects (
  id         integer PRIMARY KEY CHECK (id > 0),
  parent_id  integer REFERENCES subjects (id),
  title      text NOT NULL,
  path       integer[] NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX subjects_parent ON subjects (parent_id);

-- SPEC §3: series with seasons; episodes are products pointing here.
CREATE TABLE series (
  id           integer PRIMARY KEY CHECK (id > 0),
  app          text NOT NULL CHECK (app IN ('play', 'lashornan', 'boka')),
  title        text NOT NULL CHECK (btrim(title) <> ''),
  description  text NOT NULL DEFAULT '',
  seasons      integer NOT NULL DEFAULT 1 CHECK (seasons > 0),
  search_title text GENERATED ALWAYS AS (catalogue_fold(title)) STORED,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX series_title_trgm ON series USING gin (search_title gin_trgm_ops);

CREATE TABLE products (
  id                 integer PRIMARY KEY CHECK (id > 0),
  -- SPEC §1 apps; the licence mapping of SPEC §6 (Play 2,5,6,8; Book Corner 3,5,7,8; Boka 4,6,7,8)
  -- follows from the app, so it is not repeated per row.
  app                text NOT NULL CHECK (app IN ('play', 'lashornan', 'boka')),
  kind               text NOT NULL CHECK (kind IN ('film', 'documentary', 'clip', 'episode', 'radio', 'podcast',
                                                   'debate', 'lecture', 'ebook', 'audiobook', 'physical')),
  title              text NOT NULL CHECK (btrim(title) <> ''),
  description        text NOT NULL DEFAULT '',
  tags               text[] NOT NULL DEFAULT '{}',
  topics             text[] NOT NULL DEFAULT '{}',
  subject_ids        integer[] NOT NULL DEFAULT '{}',
  series_id          integer REFERENCES series (id),
  season_number      integer CHECK (season_number > 0),
  season_label       text,
  episode_number     integer CHECK (episode_number > 0),
  duration_seconds   integer CHECK (duration_seconds > 0),
  page_count         integer CHECK (page_count > 0),
  -- "from N years" advice, and a hard limit: SPEC §6 age-restricted products are hidden below it.
  age_recommendation integer CHECK (age_recommendation BETWEEN 0 AND 20),
  age_restriction    integer CHECK (age_restriction BETWEEN 0 AND 20),
  audience           text[] NOT NULL DEFAULT '{}',
  spoken_languages   text[] NOT NULL DEFAULT '{}',   -- ISO 639-1 codes
  subtitle_languages text[] NOT NULL DEFAULT '{}',   -- ISO 639-1 codes
  supplier           text,                           -- supplier (Play) or publisher (books)
  author             text,
  prod_year          integer CHECK (prod_year BETWEEN 1890 AND 2100),
  article_number     text,
  country            text,                           -- ISO 3166-1 alpha-2
  media_format       text,                           -- Boka: DVD, Blu-ray, bok, ljudbok-cd, klassuppsättning …
  available_from     date,
  available_to       date,
  links              jsonb NOT NULL DEFAULT '[]',    -- [{title, url}]
  is_recommended     boolean NOT NULL DEFAULT false,
  is_last_chance     boolean NOT NULL DEFAULT false,
  is_staff_pick      boolean NOT NULL DEFAULT false,
  is_coming          boolean NOT NULL DEFAULT false,
  is_new             boolean NOT NULL DEFAULT false,
  -- SPEC §3 badges, one per product, derived so a facet count is a GROUP BY.
  badge              text GENERATED ALWAYS AS (CASE
                       WHEN is_coming THEN 'COMING'
                       WHEN is_last_chance THEN 'OUTGOING'
                       WHEN is_staff_pick THEN 'STAFF_PICK'
                       WHEN is_new THEN 'NEW'
                       ELSE 'NORMAL' END) STORED,
  reseller_slugs     text[] NOT NULL DEFAULT '{}',   -- empty: every reseller (SPEC §1 scoping)
  search_scope       integer NOT NULL DEFAULT 1 CHECK (search_scope IN (1, 2)), -- SPEC §7: scope 2 adds more
  media_manifest     text,                           -- e.g. /media/testbild/manifest.mpd
  subtitle_tracks    jsonb NOT NULL DEFAULT '[]',    -- [{language, label, src}]
  search_title       text NOT NULL DEFAULT '',
  search_document    tsvector NOT NULL DEFAULT ''::tsvector,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((series_id IS NULL) = (episode_number IS NULL))
);
CREATE INDEX products_search_document ON products USING gin (search_document);
CREATE INDEX products_title_trgm ON products USING gin (search_title gin_trgm_ops);
CREATE INDEX products_app_kind ON products (app, kind);
CREATE INDEX products_series_order ON products (series_id, season_number, episode_number) WHERE series_id IS NOT NULL;
CREATE INDEX products_subject_ids ON products USING gin (subject_ids);
CREATE INDEX products_topics ON products USING gin (topics);
CREATE INDEX products_languages ON products USING gin (spoken_languages);
CREATE INDEX products_subtitles ON products USING gin (subtitle_languages);
CREATE INDEX products_audience ON products USING gin (audience);
CREATE INDEX products_prod_year ON products (prod_year);

-- The search document is maintained by a trigger rather than a generated column because it also
-- carries the series title and the subject names, which live in other tables. Weights: A title and
-- series, B tags/topics/subjects, C people and suppliers, D description.
CREATE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  series_title   text;
  subject_titles text;
BEGIN
  SELECT s.title INTO series_title FROM series s WHERE s.id = NEW.series_id;
  SELECT string_agg(sub.title, ' ') INTO subject_titles FROM subjects sub WHERE sub.id = ANY (NEW.subject_ids);
  NEW.search_title := catalogue_fold(NEW.title);
  NEW.search_document :=
       setweight(to_tsvector('skolmedia_swedish', NEW.title || ' ' || coalesce(series_title, '')), 'A')
    || setweight(to_tsvector('skolmedia_swedish', array_to_string(NEW.tags || NEW.topics, ' ') || ' '
                                                  || coalesce(subject_titles, '')), 'B')
    || setweight(to_tsvector('skolmedia_swedish', coalesce(NEW.author, '') || ' ' || coalesce(NEW.supplier, '')), 'C')
    || setweight(to_tsvector('skolmedia_swedish', NEW.description), 'D');
  NEW.updated_at := now();
  RETURN NEW;
END
$$;
CREATE TRIGGER products_search_refresh BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_refresh();

-- Records that the demo catalogue was seeded, so every start can skip it (seedCatalogue).
CREATE TABLE catalogue_seed_runs (
  size       text PRIMARY KEY CHECK (size IN ('small', 'full')),
  products   integer NOT NULL,
  seeded_at  timestamptz NOT NULL DEFAULT now()
);
