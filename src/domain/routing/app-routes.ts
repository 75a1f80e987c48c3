import { buildIdSlug } from "../links/id-slug";
import { productQueryEntries, type ProductQuery } from "../links/product-query";
import { resellerSegment } from "./reseller";
import { encodePathSegment, withQuery } from "./query-string";

// SPEC §2 route table: app, catalogue, collection and CMS pages under /{reseller}.

/** /{reseller}/{appSlug} — the app start page. */
export function appStartPath(reseller: string | null | undefined, app: string): string {
  return `/${resellerSegment(reseller)}/${encodePathSegment(app)}`;
}

/** /{reseller}/play — where a logged-in user lands (SPEC §2, §4). */
export function playPath(reseller: string | null | undefined): string {
  return appStartPath(reseller, "play");
}

/** /{reseller}/{app}/products/{id}[-slug][?query]; preview kept only when true. */
export function productPath(
  reseller: string | null | undefined,
  app: string,
  id: string | number,
  title?: string | null,
  query?: ProductQuery | null,
): string {
  return withQuery(`${appStartPath(reseller, app)}/products/${encodePathSegment(buildIdSlug(id, title))}`, productQueryEntries(query));
}

/** /{reseller}/{app}/series/{id}[-slug][?season=N] */
export function seriesPath(
  reseller: string | null | undefined,
  app: string,
  id: string | number,
  title?: string | null,
  season?: string | number | null,
): string {
  return withQuery(`${appStartPath(reseller, app)}/series/${encodePathSegment(buildIdSlug(id, title))}`, [["season", season]]);
}

/** /{reseller}/{app}/feed/{feedId} */
export function feedPath(reseller: string | null | undefined, app: string, feedId: string | number): string {
  return `${appStartPath(reseller, app)}/feed/${encodePathSegment(feedId)}`;
}

export type OrdersTab = "active" | "past";

/** /{reseller}/boka/cart[?orders=active|past] */
export function cartPath(reseller: string | null | undefined, orders?: OrdersTab | null): string {
  return withQuery(`${appStartPath(reseller, "boka")}/cart`, [["orders", orders]]);
}

/** /{reseller}/collections */
export function collectionsPath(reseller: string | null | undefined): string {
  return `/${resellerSegment(reseller)}/collections`;
}

/** /{reseller}/collections/{collectionId} */
export function collectionPath(reseller: string | null | undefined, collectionId: string | number): string {
  return `${collectionsPath(reseller)}/${encodePathSegment(collectionId)}`;
}

/** /{reseller}/collections/my-favorites */
export function favouritesPath(reseller: string | null | undefined): string {
  return `${collectionsPath(reseller)}/my-favorites`;
}

/** /{reseller}/pages/{pageSlug} — a CMS page. */
export function pagePath(reseller: string | null | undefined, pageSlug: string): string {
  return `/${resellerSegment(reseller)}/pages/${encodePathSegment(pageSlug)}`;
}
