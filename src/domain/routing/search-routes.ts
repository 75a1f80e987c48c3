import { DEFAULT_SEARCH_ADDRESS, EMPTY_SEARCH_ADDRESS, type SearchAddress } from "../search-address/search-address";
import { serialiseSearchAddress } from "../search-address/serialise-search-address";
import { appStartPath } from "./app-routes";

/** /{reseller}/{appSlug}/search[?…] with the given search parameters (SPEC §2). */
export function searchPath(reseller: string | null | undefined, app: string, params?: Partial<SearchAddress> | null): string {
  return `${appStartPath(reseller, app)}/search${serialiseSearchAddress({ ...EMPTY_SEARCH_ADDRESS, ...params })}`;
}

/** SPEC §2: the default search link, /{reseller}/{app}/search?listView=false&page=1&type=5. */
export function defaultSearchPath(reseller: string | null | undefined, app: string): string {
  return searchPath(reseller, app, DEFAULT_SEARCH_ADDRESS);
}
