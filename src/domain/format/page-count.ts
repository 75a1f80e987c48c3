// SPEC §9: search page size 36. Page arithmetic for the search results and their pagination text.
// The page size and the last-page rule belong to the search-address module (its page rules use
// them); the item ranges and offsets here are built on them.
import { lastPageOf, SEARCH_PAGE_SIZE } from "../search-address/search-page-rules";

export { SEARCH_PAGE_SIZE };

function validSize(pageSize: number): number {
  return Number.isInteger(pageSize) && pageSize > 0 ? pageSize : SEARCH_PAGE_SIZE;
}

function validTotal(total: number): number {
  return Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
}

/** No results still make one (empty) page, so 'Page 1 of 1' and page 1 stay valid. */
export function pageCount(total: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  return lastPageOf(validTotal(total), validSize(pageSize));
}

/** A page number inside 1..pageCount (non-numbers go to 1). */
export function clampPage(page: number, total: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(pageCount(total, pageSize), Math.max(1, Math.floor(page)));
}

export interface ItemRange {
  /** 1-based number of the first item on the page; 0 when there are no results. */
  readonly from: number;
  /** Number of the last item on the page; 0 when there are no results. */
  readonly to: number;
  readonly total: number;
}

/** The items a page shows ('Showing X-Y of N'); the page is clamped first. */
export function itemRange(page: number, total: number, pageSize: number = SEARCH_PAGE_SIZE): ItemRange {
  const size = validSize(pageSize);
  const count = validTotal(total);
  if (count === 0) return { from: 0, to: 0, total: 0 };
  const current = clampPage(page, count, size);
  return { from: (current - 1) * size + 1, to: Math.min(current * size, count), total: count };
}

/** The 0-based offset a page starts at, for the product search call. */
export function pageOffset(page: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  const p = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  return (p - 1) * validSize(pageSize);
}
