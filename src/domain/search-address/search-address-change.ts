import type { SearchAddress, SearchScope } from "./search-address";
import { pageAfterAppChange, seriesAfterAppChange } from "./search-page-rules";

// SPEC §4 "Search": how the address moves when the user acts on the search page.

export type SearchAddressChange =
  | { readonly kind: "query"; readonly q: string | null }
  | {
      readonly kind: "filters";
      readonly type?: readonly string[];
      readonly filters?: SearchAddress["filters"];
      readonly ranges?: SearchAddress["ranges"];
    }
  | { readonly kind: "app"; readonly app: string; readonly pageChangePending?: boolean }
  | { readonly kind: "page"; readonly page: number; readonly productId?: string | null }
  | { readonly kind: "listView"; readonly listView: boolean }
  | { readonly kind: "series"; readonly series: boolean }
  | { readonly kind: "scope"; readonly scope: SearchScope };

/**
 * The next address after a change (a new object; the input is not changed):
 * - a new query or changed filters reset the page to 1;
 * - selecting an app resets the page unless a page change is pending; leaving Play turns series
 *   mode off;
 * - a page change sets the page (and optionally the result to scroll back to);
 * - toggling scope clears the scope from the address (the scope is saved on the account, SPEC §7)
 *   and, since the results are cleared, starts again at page 1;
 * - list view and series mode only change themselves (series mode only in Play).
 * A change that moves away from the current results forgets productId (there is nothing to scroll
 * back to).
 */
export function applySearchAddressChange(address: SearchAddress, change: SearchAddressChange): SearchAddress {
  switch (change.kind) {
    case "query":
      return { ...address, q: change.q, page: 1, productId: null };
    case "filters":
      return {
        ...address,
        type: change.type ?? address.type,
        filters: change.filters ?? address.filters,
        ranges: change.ranges ?? address.ranges,
        page: 1,
        productId: null,
      };
    case "app": {
      const pending = change.pageChangePending === true;
      return {
        ...address,
        app: change.app,
        page: pageAfterAppChange(address.page, pending),
        series: seriesAfterAppChange(change.app, address.series),
        productId: pending ? address.productId : null,
      };
    }
    case "page":
      return { ...address, page: change.page, productId: change.productId ?? null };
    case "listView":
      return { ...address, listView: change.listView };
    case "series":
      return { ...address, series: seriesAfterAppChange(address.app, change.series ? true : null) };
    case "scope":
      return { ...address, scope: null, page: 1, productId: null };
  }
}
