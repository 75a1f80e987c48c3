import { buildQuery, type QueryEntry } from "../routing/query-string";
import { RESERVED_SEARCH_KEYS, type SearchAddress } from "./search-address";

/**
 * Writes a search address as a query string ("?…", or "" when nothing is set). Keys come in
 * alphabetical order (the default link reads "?listView=false&page=1&type=5", as SPEC §2 writes
 * it), so equal addresses give equal strings; list values keep their order. Absent values (null,
 * empty lists) are left out; filter keys that collide with a reserved parameter are dropped.
 * parseSearchAddress(serialiseSearchAddress(a)) equals a for every address parse can produce.
 */
export function serialiseSearchAddress(address: SearchAddress): string {
  const entries: QueryEntry[] = [
    ["q", address.q],
    ["page", address.page],
    ["listView", address.listView],
    ["series", address.series],
    ["scope", address.scope],
    ["app", address.app],
    ["filter", address.filter],
    ["title", address.title],
    ["productId", address.productId],
    ...address.type.map((t): QueryEntry => ["type", t]),
  ];
  for (const key of Object.keys(address.filters)) {
    if (RESERVED_SEARCH_KEYS.includes(key)) continue;
    for (const v of address.filters[key] ?? []) entries.push([key, v]);
  }
  for (const key of Object.keys(address.ranges)) {
    if (RESERVED_SEARCH_KEYS.includes(key) || Object.hasOwn(address.filters, key)) continue;
    const v = address.ranges[key];
    if (v !== undefined && Number.isFinite(v)) entries.push([key, v]);
  }
  // A stable sort keeps repeated keys in their list order.
  const sorted = entries.filter(([, v]) => v !== null && v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return buildQuery(sorted);
}
