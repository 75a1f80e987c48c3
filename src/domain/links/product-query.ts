import type { QueryEntry, QueryValue } from "../routing/query-string";

// SPEC §2: a product detail address takes an optional query string; "the preview flag is kept only
// when true".

export type ProductQuery = Readonly<Record<string, QueryValue>>;

/**
 * The query entries of a product address in a stable (alphabetical) order: preview appears only as
 * preview=true, absent otherwise; other keys are kept unless null or undefined.
 */
export function productQueryEntries(query: ProductQuery | null | undefined): QueryEntry[] {
  if (!query) return [];
  return Object.keys(query)
    .sort()
    .flatMap((key): QueryEntry[] => {
      const value = query[key];
      if (key === "preview") return value === true || value === "true" ? [["preview", "true"]] : [];
      return value === null || value === undefined ? [] : [[key, value]];
    });
}
