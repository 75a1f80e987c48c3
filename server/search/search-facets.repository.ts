import type { AppSlug } from "../../src/domain/access/licence";
import type { ProductKind } from "../catalogue/catalogue-product";
import type { Queryable } from "../db/database.port";
import { NO_SELECTION, type FacetCounts, type FacetRowKind, type ProductQuery, type SearchSelection } from "./product-search.port";
import {
  AUDIO_HIDDEN,
  AUDIO_ONLY,
  BASE_PARAMS,
  baseCondition,
  FILTER_GROUPS,
  groupCondition,
  sharedParams,
  type TextParams,
} from "./product-search.sql";
import type { FilterGroup, RangeFacet, ValueFacet } from "./search-taxonomy";

export type { CatalogueScope, FacetCounts } from "./product-search.port";

/** One row of the facet query: a total, a kind's or value's count, or a range's bounds. */
interface FacetRow {
  app: AppSlug;
  facet: FacetRowKind;
  value: string | null;
  count: number;
  min: number | null;
  max: number | null;
}

export interface SubjectRow {
  id: number;
  parent_id: number | null;
  title: string;
}

/** The filters whose own choices a facet leaves out (a disjunctive count); none: every filter holds. */
type OwnGroups = readonly FilterGroup[];
/** The condition of the rows a facet counts, by the filters it leaves out. */
type Counted = (own: OwnGroups, strict?: boolean) => string;

/**
 * The rows a facet counts: those meeting every chosen filter but its own (issue 9: disjunctive
 * facets). The language filters are set aside when type 6 alone is chosen (SPEC §9), except for the
 * type filter's own counts: an option other than 6 would apply them (`strict`).
 */
const counted: Counted = (own, strict = false) =>
  FILTER_GROUPS.filter((group) => !own.includes(group))
    .map((group) => (!strict && AUDIO_HIDDEN.includes(group) ? `(${AUDIO_ONLY} OR v.ok_${group})` : `v.ok_${group}`))
    .join(" AND ");

// A value listed twice in one product's array counts the product once: only its first place counts.
// Products are grouped by their whole list first (few distinct lists), then the lists are unnested.
const arrayFacet = (where: Counted, facet: ValueFacet, column: string) =>
  `SELECT c.app, '${facet}', u.value, sum(c.products)::integer, NULL::integer, NULL::integer
     FROM (SELECT v.app, v.${column} AS list, count(*) AS products FROM visible v WHERE ${where([facet])} GROUP BY v.app, v.${column}) c
     CROSS JOIN LATERAL unnest(c.list) WITH ORDINALITY AS u (value, n)
    WHERE array_position(c.list, u.value) = u.n AND btrim(u.value) <> ''
    GROUP BY c.app, u.value`;

const columnFacet = (where: Counted, facet: ValueFacet, column: string) =>
  `SELECT v.app, '${facet}', v.${column}, count(*)::integer, NULL::integer, NULL::integer
     FROM visible v WHERE btrim(v.${column}) <> '' AND ${where([facet])} GROUP BY v.app, v.${column}`;

const kindFacet = (facet: "kind" | "audio" | "category", where: string) =>
  `SELECT v.app, '${facet}', v.kind, count(*)::integer, NULL::integer, NULL::integer
     FROM visible v WHERE ${where} GROUP BY v.app, v.kind`;

// SPEC §9: durations in whole minutes, so 70 reads 'more than 1 hour'; the lowest rounded down, the highest up.
// A range's bounds leave its own choice out; its "result" bounds are those of the products found.
const rangeFacet = (where: Counted, facet: RangeFacet, value: string, own: OwnGroups) =>
  `SELECT v.app, '${own.length === 0 ? `${facet}-result` : facet}', NULL, count(*)::integer, floor(min(${value}))::integer, ceil(max(${value}))::integer
     FROM visible v WHERE ${value} IS NOT NULL AND ${where(own)} GROUP BY v.app`;

// A product counts once for each node from the root down to each of its subjects (subjects.path),
// however many of its subjects share a node. Products are grouped by their subject list first, so
// the walk up the tree runs once per distinct list rather than once per product.
const subjectFacet = (where: Counted) => `SELECT c.app, 'subject', x.node::text, sum(c.products)::integer, NULL::integer, NULL::integer
  FROM (SELECT v.app, v.subject_ids, count(*) AS products FROM visible v WHERE ${where(["subject"])} GROUP BY v.app, v.subject_ids) c
  CROSS JOIN LATERAL (
    SELECT DISTINCT node FROM unnest(c.subject_ids) AS sid, unnest((SELECT s.path FROM subjects s WHERE s.id = sid)) AS node
  ) x
  GROUP BY c.app, x.node`;

/** Every facet but the kinds', each row (app, facet, value, count, min, max). */
const FACETS = (where: Counted) => `${arrayFacet(where, "audience", "audience")}
  UNION ALL ${arrayFacet(where, "language", "spoken_languages")}
  UNION ALL ${arrayFacet(where, "subtitle", "subtitle_languages")}
  UNION ALL ${columnFacet(where, "supplier", "supplier")}
  UNION ALL ${columnFacet(where, "format", "media_format")}
  UNION ALL ${rangeFacet(where, "duration", "v.duration_seconds / 60.0", ["duration"])}
  UNION ALL ${rangeFacet(where, "pages", "v.page_count", ["pages"])}
  UNION ALL ${subjectFacet(where)}`;

const EVERY_ROW: Counted = () => "TRUE";

/**
 * The rows some facet counts: those failing one chosen filter at most — or failing only the type
 * and language filters, which the kinds as type 6 alone counts them leave out together. Rows
 * failing more count nowhere, so they are not kept (most of the catalogue once a few filters are
 * chosen).
 */
const COUNTED_SOMEWHERE = `(${FILTER_GROUPS.map((group) => `(NOT f.ok_${group})::integer`).join(" + ")} <= 1
    OR (${FILTER_GROUPS.filter((group) => group !== "type" && !AUDIO_HIDDEN.includes(group))
      .map((group) => `f.ok_${group}`)
      .join(" AND ")}))`;

const VISIBLE_COLUMNS = `p.app, p.kind, p.audience, p.spoken_languages, p.subtitle_languages, p.supplier, p.media_format,
           p.duration_seconds, p.page_count, p.subject_ids`;

// One pass over the visible products for every facet: kinds, catalogue values, ranges and subject
// nodes (measured on the full demo catalogue: separate scans, DISTINCT per row for the arrays, or a
// join to subjects outside the lateral subquery each cost several times more). With a filter chosen,
// each filter's condition is a column, so each facet leaves its own out by naming the others; the
// kinds are counted three ways (for the type filter, for type 6 alone, for the category filter), and
// the totals, the subjects root and the results' ranges apart. With none chosen all of those are the
// facets themselves (facetRows fills them in): a third less work for the search page.
const facetCountsSql = (withText: boolean, filtered: boolean) =>
  filtered
    ? `WITH visible AS MATERIALIZED (
    SELECT * FROM (
      SELECT ${VISIBLE_COLUMNS},
             ${FILTER_GROUPS.map((group) => `${groupCondition(group)} AS ok_${group}`).join(",\n             ")}
        FROM products p WHERE ${baseCondition(withText)}
    ) f WHERE ${COUNTED_SOMEWHERE}
  )
  SELECT v.app, 'total' AS facet, NULL AS value, count(*)::integer AS count, NULL::integer AS min, NULL::integer AS max
    FROM visible v WHERE ${counted([])} GROUP BY v.app
  UNION ALL ${kindFacet("audio", counted(["type", ...AUDIO_HIDDEN]))}
  UNION ALL ${kindFacet("category", counted(["category"]))}
  UNION ALL ${rangeFacet(counted, "duration", "v.duration_seconds / 60.0", [])}
  UNION ALL ${rangeFacet(counted, "pages", "v.page_count", [])}
  UNION ALL SELECT v.app, 'subject', '0', count(*)::integer, NULL::integer, NULL::integer FROM visible v WHERE ${counted(["subject"])} GROUP BY v.app
  UNION ALL ${kindFacet("kind", counted(["type"], true))}
  UNION ALL ${FACETS(counted)}`
    : `WITH visible AS MATERIALIZED (SELECT ${VISIBLE_COLUMNS} FROM products p WHERE ${baseCondition(withText)})
  SELECT v.app, 'kind' AS facet, v.kind AS value, count(*)::integer AS count, NULL::integer AS min, NULL::integer AS max
    FROM visible v GROUP BY v.app, v.kind
  UNION ALL ${FACETS(EVERY_ROW)}`;

const FACET_COUNTS = {
  withText: facetCountsSql(true, true),
  withoutText: facetCountsSql(false, true),
  withTextUnfiltered: facetCountsSql(true, false),
  withoutTextUnfiltered: facetCountsSql(false, false),
};

/** True when some filter narrows the search (series mode and the text are part of the base). */
function isFiltered(selection: SearchSelection): boolean {
  const { kinds, categoryKinds, subjects, audience, language, subtitle, supplier, format, duration, pages } = selection;
  return (
    [kinds, categoryKinds, subjects, audience, language, subtitle, supplier, format].some((list) => list !== null) ||
    [duration.min, duration.max, pages.min, pages.max].some((bound) => bound !== null)
  );
}

// Depth first, siblings by their sort order, so a parent always comes before its children.
const SUBJECT_TREE = `WITH RECURSIVE tree AS (
    SELECT id, parent_id, title, ARRAY[sort_order, id] AS sort_key FROM subjects WHERE parent_id IS NULL
    UNION ALL
    SELECT s.id, s.parent_id, s.title, t.sort_key || ARRAY[s.sort_order, s.id]
      FROM subjects s JOIN tree t ON s.parent_id = t.id
  )
  SELECT id, parent_id, title FROM tree ORDER BY sort_key`;

function facetRows(rows: readonly FacetRow[]): FacetCounts {
  const counts: FacetCounts = {
    totals: [],
    kinds: [],
    audioKinds: [],
    categoryKinds: [],
    values: [],
    ranges: [],
    resultRanges: [],
    subjects: [],
  };
  for (const { app, facet, value, count, min, max } of rows) {
    if (facet === "total") counts.totals.push({ app, count });
    else if (facet === "kind") counts.kinds.push({ app, kind: value as ProductKind, count });
    else if (facet === "audio") counts.audioKinds.push({ app, kind: value as ProductKind, count });
    else if (facet === "category") counts.categoryKinds.push({ app, kind: value as ProductKind, count });
    else if (facet === "subject") counts.subjects.push({ app, subject_id: Number(value), count });
    else if (facet === "duration" || facet === "pages") counts.ranges.push({ app, facet, min: min ?? 0, max: max ?? 0 });
    else if (facet === "duration-result" || facet === "pages-result")
      counts.resultRanges.push({ app, facet: facet === "duration-result" ? "duration" : "pages", min: min ?? 0, max: max ?? 0 });
    else counts.values.push({ app, facet, value: value ?? "", count });
  }
  return counts;
}

/**
 * The search facets' SQL over 002_catalogue.sql and 009_search.sql: product counts per kind, per
 * catalogue value (audience, languages, supplier, format) and per subject node, and the range
 * bounds, for every app of a scope, in one pass over the products it may find; and the subjects
 * tree. The search page's and a search without a text read every visible product once, so no index
 * serves them; with a text the full-text index finds the products first (product-search.sql.ts).
 */
export class SearchFacetsRepository {
  constructor(private readonly db: Queryable) {}

  /** Product counts per kind, catalogue value and subject node, and the range bounds, of every app of the scope. */
  async facetCounts(scope: ProductQuery["scope"]): Promise<FacetCounts> {
    return this.searchFacetCounts({ scope, text: "", selection: NO_SELECTION }, { given: false, query: null, phrase: null });
  }

  /**
   * The same for a search: the products of the scope the text finds, each facet counted under every
   * chosen filter but its own (issue 9: disjunctive), with each app's total under all of them.
   */
  async searchFacetCounts(query: ProductQuery, text: TextParams): Promise<FacetCounts> {
    const filtered = isFiltered(query.selection);
    const sql = text.given
      ? filtered
        ? FACET_COUNTS.withText
        : FACET_COUNTS.withTextUnfiltered
      : filtered
        ? FACET_COUNTS.withoutText
        : FACET_COUNTS.withoutTextUnfiltered;
    // Without a filter chosen, the statement reads only the base's parameters.
    const params = sharedParams(query, text);
    const { rows } = await this.db.query<FacetRow>(sql, filtered ? params : params.slice(0, BASE_PARAMS));
    const counts = facetRows(rows);
    if (filtered) return counts;
    // Nothing chosen: every way of counting the kinds is the same, the results' ranges are the
    // ranges, the totals and the subjects root are every product.
    const totals = new Map<AppSlug, number>();
    for (const row of counts.kinds) totals.set(row.app, (totals.get(row.app) ?? 0) + row.count);
    counts.totals = [...totals].map(([app, count]) => ({ app, count }));
    counts.audioKinds = counts.kinds;
    counts.categoryKinds = counts.kinds;
    counts.resultRanges = counts.ranges;
    counts.subjects.push(...counts.totals.map(({ app, count }) => ({ app, subject_id: 0, count })));
    return counts;
  }

  /** Every subject, parents before children. */
  async subjects(): Promise<SubjectRow[]> {
    return (await this.db.query<SubjectRow>(SUBJECT_TREE)).rows;
  }
}
