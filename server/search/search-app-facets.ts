import type { AppSlug } from "../../src/domain/access/licence";
import type { ProductKind } from "../catalogue/catalogue-product";
import type { FacetCounts } from "./product-search.port";
import type { AppFacets } from "./search-filter-sets";
import type { RangeFacet, ValueFacet } from "./search-taxonomy";

interface CountedFacets extends AppFacets {
  readonly total: number;
  readonly kinds: Map<ProductKind, number>;
  readonly categoryKinds: Map<ProductKind, number>;
  readonly audioKinds: Map<ProductKind, number>;
  readonly values: Map<ValueFacet, { value: string; count: number }[]>;
  readonly ranges: Map<RangeFacet, { min: number; max: number }>;
  readonly resultRanges: Map<RangeFacet, { min: number; max: number }>;
  readonly subjects: Map<number, number>;
}

export type AppFacetCounts = CountedFacets;

function emptyFacets(): CountedFacets {
  return {
    total: 0,
    kinds: new Map(),
    categoryKinds: new Map(),
    audioKinds: new Map(),
    values: new Map(),
    ranges: new Map(),
    resultRanges: new Map(),
    subjects: new Map(),
  };
}

/** The facet rows of every app (search-facets.repository.ts) sorted per app; an app without rows counts nothing. */
export function facetsByApp(counts: FacetCounts, apps: readonly AppSlug[]): Map<AppSlug, AppFacetCounts> {
  const totals = new Map(counts.totals.map((row) => [row.app, row.count]));
  const byApp = new Map(apps.map((app) => [app, { ...emptyFacets(), total: totals.get(app) ?? 0 }]));
  for (const row of counts.kinds) byApp.get(row.app)?.kinds.set(row.kind, row.count);
  for (const row of counts.categoryKinds) byApp.get(row.app)?.categoryKinds.set(row.kind, row.count);
  for (const row of counts.audioKinds) byApp.get(row.app)?.audioKinds.set(row.kind, row.count);
  for (const row of counts.ranges) byApp.get(row.app)?.ranges.set(row.facet, { min: row.min, max: row.max });
  for (const row of counts.resultRanges) byApp.get(row.app)?.resultRanges.set(row.facet, { min: row.min, max: row.max });
  // The root (node 0) is counted by the query; no row means nothing the subject filter lets through.
  for (const facets of byApp.values()) facets.subjects.set(0, 0);
  for (const row of counts.subjects) byApp.get(row.app)?.subjects.set(row.subject_id, row.count);
  for (const row of counts.values) {
    const facets = byApp.get(row.app)?.values;
    const list = facets?.get(row.facet) ?? [];
    if (list.length === 0) facets?.set(row.facet, list);
    list.push({ value: row.value, count: row.count });
  }
  return byApp;
}

/** An app no facet row was counted for. */
export const NO_FACETS: AppFacetCounts = emptyFacets();
