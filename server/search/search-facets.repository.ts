import type { AppSlug } from "../../src/domain/access/licence";
import type { ProductKind } from "../catalogue/catalogue-product";
import type { Queryable } from "../db/database.port";
import type { RangeFacet, ValueFacet } from "./search-taxonomy";

/**
 * Which products a search sees before any filter is chosen: the apps asked for, the reseller's
 * products (SPEC §1 scoping: an empty reseller list means every reseller), the user's search scope
 * (SPEC §7: scope 2 adds more) and the user's age (SPEC §6: age-restricted products are hidden).
 * Issue 9 narrows the same base with the query and the chosen filters.
 */
export interface CatalogueScope {
  readonly apps: readonly AppSlug[];
  readonly reseller: string;
  readonly searchScope: 1 | 2;
  readonly age: number;
}

export interface KindCountRow {
  app: AppSlug;
  kind: ProductKind;
  count: number;
}

export interface ValueCountRow {
  app: AppSlug;
  facet: ValueFacet;
  value: string;
  count: number;
}

export interface RangeRow {
  app: AppSlug;
  facet: RangeFacet;
  /** Whole units of the filter (minutes, pages): the lowest rounded down, the highest up. */
  min: number;
  max: number;
}

/** One row of the facet query: a kind's or value's count, or a range's bounds. */
interface FacetRow {
  app: AppSlug;
  facet: "kind" | "subject" | ValueFacet | RangeFacet;
  value: string | null;
  count: number;
  min: number | null;
  max: number | null;
}

export interface FacetCounts {
  kinds: KindCountRow[];
  values: ValueCountRow[];
  /** Apps without a value for a range (Play has no page counts) have no row for it. */
  ranges: RangeRow[];
  subjects: SubjectCountRow[];
}

export interface SubjectRow {
  id: number;
  parent_id: number | null;
  title: string;
}

export interface SubjectCountRow {
  app: AppSlug;
  subject_id: number;
  count: number;
}

// SPEC §6: a product restricted to N years is hidden below N (src/domain/access/age-restriction.ts).
const VISIBLE = `p.app = ANY ($1::text[])
  AND (cardinality(p.reseller_slugs) = 0 OR $2 = ANY (p.reseller_slugs))
  AND p.search_scope <= $3
  AND (p.age_restriction IS NULL OR p.age_restriction <= $4)`;

function scopeParams(scope: CatalogueScope): unknown[] {
  return [scope.apps, scope.reseller, scope.searchScope, scope.age];
}

// A value listed twice in one product's array counts the product once: only its first place counts.
// Products are grouped by their whole list first (few distinct lists), then the lists are unnested.
const arrayFacet = (facet: ValueFacet, column: string) =>
  `SELECT c.app, '${facet}', u.value, sum(c.products)::integer, NULL::integer, NULL::integer
     FROM (SELECT v.app, v.${column} AS list, count(*) AS products FROM visible v GROUP BY v.app, v.${column}) c
     CROSS JOIN LATERAL unnest(c.list) WITH ORDINALITY AS u (value, n)
    WHERE array_position(c.list, u.value) = u.n AND btrim(u.value) <> ''
    GROUP BY c.app, u.value`;

const columnFacet = (facet: ValueFacet, column: string) =>
  `SELECT v.app, '${facet}', v.${column}, count(*)::integer, NULL::integer, NULL::integer
     FROM visible v WHERE btrim(v.${column}) <> '' GROUP BY v.app, v.${column}`;

// SPEC §9: durations in whole minutes, so 70 reads 'more than 1 hour'; the lowest rounded down, the highest up.
const rangeFacet = (facet: RangeFacet, value: string) =>
  `SELECT v.app, '${facet}', NULL, count(*)::integer, floor(min(${value}))::integer, ceil(max(${value}))::integer
     FROM visible v WHERE ${value} IS NOT NULL GROUP BY v.app`;

// A product counts once for each node from the root down to each of its subjects (subjects.path),
// however many of its subjects share a node. Products are grouped by their subject list first, so
// the walk up the tree runs once per distinct list rather than once per product.
const SUBJECT_FACET = `SELECT c.app, 'subject', x.node::text, sum(c.products)::integer, NULL::integer, NULL::integer
  FROM (SELECT v.app, v.subject_ids, count(*) AS products FROM visible v GROUP BY v.app, v.subject_ids) c
  CROSS JOIN LATERAL (
    SELECT DISTINCT node FROM unnest(c.subject_ids) AS sid, unnest((SELECT s.path FROM subjects s WHERE s.id = sid)) AS node
  ) x
  GROUP BY c.app, x.node`;

// One pass over the visible products for every facet: kinds, catalogue values, ranges and subject
// nodes (measured on the full demo catalogue: separate scans, DISTINCT per row for the arrays, or a
// join to subjects outside the lateral subquery each cost several times more).
const FACET_COUNTS = `WITH visible AS MATERIALIZED (
    SELECT p.app, p.kind, p.audience, p.spoken_languages, p.subtitle_languages, p.supplier, p.media_format,
           p.duration_seconds, p.page_count, p.subject_ids
      FROM products p WHERE ${VISIBLE}
  )
  SELECT v.app, 'kind' AS facet, v.kind AS value, count(*)::integer AS count, NULL::integer AS min, NULL::integer AS max
    FROM visible v GROUP BY v.app, v.kind
  UNION ALL ${arrayFacet("audience", "audience")}
  UNION ALL ${arrayFacet("language", "spoken_languages")}
  UNION ALL ${arrayFacet("subtitle", "subtitle_languages")}
  UNION ALL ${columnFacet("supplier", "supplier")}
  UNION ALL ${columnFacet("format", "media_format")}
  UNION ALL ${rangeFacet("duration", "v.duration_seconds / 60.0")}
  UNION ALL ${rangeFacet("pages", "v.page_count")}
  UNION ALL ${SUBJECT_FACET}`;

// Depth first, siblings by their sort order, so a parent always comes before its children.
const SUBJECT_TREE = `WITH RECURSIVE tree AS (
    SELECT id, parent_id, title, ARRAY[sort_order, id] AS sort_key FROM subjects WHERE parent_id IS NULL
    UNION ALL
    SELECT s.id, s.parent_id, s.title, t.sort_key || ARRAY[s.sort_order, s.id]
      FROM subjects s JOIN tree t ON s.parent_id = t.id
  )
  SELECT id, parent_id, title FROM tree ORDER BY sort_key`;

/**
 * The search facets' SQL over 002_catalogue.sql: product counts per kind, per catalogue value
 * (audience, languages, supplier, format) and per subject node, and the range bounds, for every app
 * of a scope, in one pass over its visible products; and the subjects tree. These unfiltered counts
 * read every visible product once, so no index serves them (issue 9's filtered ones use 002's).
 */
export class SearchFacetsRepository {
  constructor(private readonly db: Queryable) {}

  /** Product counts per kind, catalogue value and subject node, and the range bounds, of every app of the scope. */
  async facetCounts(scope: CatalogueScope): Promise<FacetCounts> {
    const { rows } = await this.db.query<FacetRow>(FACET_COUNTS, scopeParams(scope));
    const counts: FacetCounts = { kinds: [], values: [], ranges: [], subjects: [] };
    for (const { app, facet, value, count, min, max } of rows) {
      if (facet === "kind") counts.kinds.push({ app, kind: value as ProductKind, count });
      else if (facet === "subject") counts.subjects.push({ app, subject_id: Number(value), count });
      else if (facet === "duration" || facet === "pages") counts.ranges.push({ app, facet, min: min ?? 0, max: max ?? 0 });
      else counts.values.push({ app, facet, value: value ?? "", count });
    }
    return counts;
  }

  /** Every subject, parents before children. */
  async subjects(): Promise<SubjectRow[]> {
    return (await this.db.query<SubjectRow>(SUBJECT_TREE)).rows;
  }
}
