// SPEC §4 "Search" page rules and SPEC §9 "Search page size: 36".

export const SEARCH_PAGE_SIZE = 36;
/** SPEC §4: toggling list view suspends fetching for 10 ms. */
export const LIST_VIEW_SUSPEND_MS = 10;
/** SPEC §4 / §9: toggling scope is debounced by 300 ms. */
export const SCOPE_TOGGLE_DEBOUNCE_MS = 300;

/** The last page for a result count: at least 1, so an empty result still has page 1. */
export function lastPageOf(totalItems: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  if (!Number.isFinite(totalItems) || totalItems <= 0 || pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

export interface PageResolutionInput {
  /** The page asked for; null when none is set. */
  readonly requested: number | null;
  readonly lastPage: number;
  /** True when the page was written in the address by the user (a shared or reloaded link). */
  readonly explicitInAddress: boolean;
}

/**
 * SPEC §4: "A page at or below 1 resets the initial page. A page past the last goes to the last
 * page, unless the page was explicit in the URL." An explicit page past the end is kept: the user
 * sees the empty page they linked to rather than a silently different one.
 */
export function resolveSearchPage(input: PageResolutionInput): number {
  const { requested, explicitInAddress } = input;
  const lastPage = Math.max(1, Math.floor(input.lastPage));
  if (requested === null || !Number.isFinite(requested) || requested <= 1) return 1;
  const page = Math.floor(requested);
  if (page > lastPage && !explicitInAddress) return lastPage;
  return page;
}

/** SPEC §4: "Pages beyond the first append results; page 1 replaces them." */
export function mergeSearchResults<T>(current: readonly T[], incoming: readonly T[], page: number): T[] {
  return page > 1 ? [...current, ...incoming] : [...incoming];
}

/** SPEC §4: selecting an app resets the page unless a page change is pending. */
export function pageAfterAppChange(currentPage: number | null, pageChangePending: boolean): number | null {
  return pageChangePending ? currentPage : 1;
}

/** SPEC §2 / §4: series mode exists only in Play; leaving Play turns it off. */
export function seriesAfterAppChange(app: string | null, series: boolean | null): boolean | null {
  return isPlayApp(app) ? series : null;
}

/** The Play app slug (SPEC §1 apps: Play, Boka, Book Corner). */
export const PLAY_APP = "play";

export function isPlayApp(app: string | null): boolean {
  return app !== null && app.toLowerCase() === PLAY_APP;
}
