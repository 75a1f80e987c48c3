// Group 3 of issue 3: the search address (SPEC §2, §4, §9).
export {
  EMPTY_SEARCH_ADDRESS,
  DEFAULT_SEARCH_ADDRESS,
  DEFAULT_SEARCH_TYPE,
  SERIES_SEARCH_TYPE,
  RESERVED_SEARCH_KEYS,
  filterKeysOf,
} from "./search-address";
export type { SearchAddress, SearchScope, SearchFilterKeys, FilterKeySource } from "./search-address";
export { parseSearchAddress, parseSearchBoolean } from "./parse-search-address";
export type { SearchAddressError, SearchAddressErrorCode, SearchAddressParse } from "./parse-search-address";
export { serialiseSearchAddress } from "./serialise-search-address";
export {
  SEARCH_PAGE_SIZE,
  LIST_VIEW_SUSPEND_MS,
  SCOPE_TOGGLE_DEBOUNCE_MS,
  PLAY_APP,
  isPlayApp,
  lastPageOf,
  resolveSearchPage,
  mergeSearchResults,
  pageAfterAppChange,
  seriesAfterAppChange,
} from "./search-page-rules";
export type { PageResolutionInput } from "./search-page-rules";
export { applySearchAddressChange } from "./search-address-change";
export type { SearchAddressChange } from "./search-address-change";
