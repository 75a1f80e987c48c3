import { APP_ORDER } from "../../src/domain/access/licence";
import type { ProductQuery } from "./product-search.port";
import { appsWithFilter, type FilterGroup } from "./search-taxonomy";

/**
 * The product search's SQL over 002_catalogue.sql and 009_search.sql, shared by the facet counts
 * (search-facets.repository.ts) and the result pages and counts (product-search.pg.ts). The texts
 * are fixed (a few variants, so each is prepared once per connection): a filter nothing is chosen
 * in has a NULL parameter and holds for every product.
 */

/** Swedish stemming after accent folding (002_catalogue.sql), on the document and the query alike. */
export const SEARCH_CONFIG = "skolmedia_swedish";

/** The parameters every statement starts with, in this order ($1 …). */
const PARAMS = [
  "apps",
  "reseller",
  "scope",
  "age",
  "query",
  "phrase",
  "seriesOnly",
  "audioOnly",
  "type",
  "category",
  "subject",
  "audience",
  "language",
  "subtitle",
  "supplier",
  "format",
  "minDuration",
  "maxDuration",
  "minPages",
  "maxPages",
] as const;
type Param = (typeof PARAMS)[number];
/** A shared parameter's placeholder ("$5"). */
export const $ = (name: Param) => `$${PARAMS.indexOf(name) + 1}`;
/** The parameters baseCondition reads: the first ones. */
export const BASE_PARAMS = PARAMS.indexOf("audioOnly");
/** The number of shared parameters; a statement's own ones come after. */
export const SHARED_PARAMS = PARAMS.length;

/**
 * The text as the statements take it: whether one was given at all (a text without a word finds
 * nothing, no text finds everything), the to_tsquery text (search-text.ts) and the words for the
 * exact title match.
 */
export interface TextParams {
  readonly given: boolean;
  readonly query: string | null;
  readonly phrase: string | null;
}

/** The shared parameters of a query. Ranges go in seconds (durations are stored so) and pages. */
export function sharedParams(query: ProductQuery, text: TextParams): unknown[] {
  const { scope, selection: s } = query;
  const seconds = (minutes: number | null) => (minutes === null ? null : minutes * 60);
  const values: Record<Param, unknown> = {
    apps: scope.apps,
    reseller: scope.reseller,
    scope: scope.searchScope,
    age: scope.age,
    query: text.query,
    phrase: text.phrase,
    seriesOnly: s.seriesOnly,
    audioOnly: s.audioOnly,
    type: s.kinds,
    category: s.categoryKinds,
    subject: s.subjects,
    audience: s.audience,
    language: s.language,
    subtitle: s.subtitle,
    supplier: s.supplier,
    format: s.format,
    minDuration: seconds(s.duration.min),
    maxDuration: seconds(s.duration.max),
    minPages: s.pages.min,
    maxPages: s.pages.max,
  };
  return PARAMS.map((name) => values[name]);
}

/**
 * What the user may find before any filter (SPEC §1 reseller scoping: an empty list means every
 * reseller; SPEC §7 scope 2 adds more; SPEC §6 age rule) and, with a text, what it matches: the
 * document (every word, 009_search.sql weights) or the whole title exactly. Series mode keeps
 * Play's series episodes (SPEC §2: Play only).
 */
export function baseCondition(withText: boolean): string {
  const visible = `p.app = ANY (${$("apps")}::text[])
    AND (cardinality(p.reseller_slugs) = 0 OR ${$("reseller")}::text = ANY (p.reseller_slugs))
    AND p.search_scope <= ${$("scope")}::integer
    AND (p.age_restriction IS NULL OR p.age_restriction <= ${$("age")}::integer)
    AND (NOT ${$("seriesOnly")}::boolean OR p.app <> 'play' OR p.series_id IS NOT NULL)`;
  if (!withText) return `${visible} AND ${$("query")}::text IS NULL AND ${$("phrase")}::text IS NULL`;
  return `${visible}
    AND (p.search_document @@ to_tsquery('${SEARCH_CONFIG}', ${$("query")}::text) OR p.search_phrase = catalogue_phrase(${$("phrase")}::text))`;
}

const anyOf = (param: Param, type: string, test: string) => `(${$(param)}::${type} IS NULL OR ${test})`;

const GROUP_TESTS: Readonly<Record<FilterGroup, string>> = {
  type: anyOf("type", "text[]", `p.kind = ANY (${$("type")}::text[])`),
  category: anyOf("category", "text[]", `p.kind = ANY (${$("category")}::text[])`),
  // A node stands for itself and everything below it (subjects.path runs from the root to the node).
  subject: anyOf(
    "subject",
    "integer[]",
    `EXISTS (SELECT 1 FROM subjects s WHERE s.id = ANY (p.subject_ids) AND s.path && ${$("subject")}::integer[])`,
  ),
  audience: anyOf("audience", "text[]", `p.audience && ${$("audience")}::text[]`),
  language: anyOf("language", "text[]", `p.spoken_languages && ${$("language")}::text[]`),
  subtitle: anyOf("subtitle", "text[]", `p.subtitle_languages && ${$("subtitle")}::text[]`),
  supplier: anyOf("supplier", "text[]", `p.supplier = ANY (${$("supplier")}::text[])`),
  format: anyOf("format", "text[]", `p.media_format = ANY (${$("format")}::text[])`),
  // A product without a duration (a printed book) is outside any chosen range.
  duration: `coalesce(${anyOf("minDuration", "integer", `p.duration_seconds >= ${$("minDuration")}::integer`)}
    AND ${anyOf("maxDuration", "integer", `p.duration_seconds <= ${$("maxDuration")}::integer`)}, false)`,
  pages: `coalesce(${anyOf("minPages", "integer", `p.page_count >= ${$("minPages")}::integer`)}
    AND ${anyOf("maxPages", "integer", `p.page_count <= ${$("maxPages")}::integer`)}, false)`,
};

export const FILTER_GROUPS = Object.keys(GROUP_TESTS) as FilterGroup[];

/** The filters type 6 alone sets aside (SPEC §9: it hides them). */
export const AUDIO_HIDDEN: readonly FilterGroup[] = ["language", "subtitle"];

/** When type 6 alone is chosen: the language and subtitle filters are hidden and their choices set aside. */
export const AUDIO_ONLY = `${$("audioOnly")}::boolean`;

/**
 * A filter's own condition, whatever else is chosen: it holds for the apps without the filter (a
 * key is per app, SPEC §2).
 */
export function groupCondition(group: FilterGroup): string {
  const apps = appsWithFilter(group);
  const test = GROUP_TESTS[group];
  if (apps.length === APP_ORDER.length) return test;
  // App slugs are the code's own constants, never request text.
  return `(p.app NOT IN (${apps.map((app) => `'${app}'`).join(", ")}) OR ${test})`;
}

/** Every filter's condition: what the results must meet (the language filters set aside for type 6 alone). */
export const ALL_FILTERS = FILTER_GROUPS.map((group) =>
  AUDIO_HIDDEN.includes(group) ? `(${AUDIO_ONLY} OR ${groupCondition(group)})` : groupCondition(group),
).join("\n    AND ");
