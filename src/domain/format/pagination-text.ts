// SPEC §2 Search results: 'Showing X-Y of N results' and 'Page N of M', plus whether the sort is
// by latest or by relevance, plus a filter suffix; the empty state 'No result'.
// The Swedish texts and the wording of the sort and filter suffix are not given by the spec
// (decision): 'Visar X–Y av N resultat', 'Sida N av M', ', sorterat efter senaste/relevans',
// ', 2 filter valda'; English ', sorted by latest/relevance', ', 2 filters applied'.
import { clampPage, itemRange, pageCount, SEARCH_PAGE_SIZE } from "./page-count";
import { formatCount, type TextLanguage } from "./text-language";

export type SearchSort = "latest" | "relevance";

export const NO_RESULT_TEXT: Readonly<Record<TextLanguage, string>> = { en: "No result", sv: "Inga resultat" };

export interface PaginationInput {
  readonly page: number;
  readonly total: number;
  readonly pageSize?: number;
  readonly sort: SearchSort;
  readonly activeFilterCount: number;
}

export function showingText(input: Pick<PaginationInput, "page" | "total" | "pageSize">, language: TextLanguage): string {
  const { from, to, total } = itemRange(input.page, input.total, input.pageSize ?? SEARCH_PAGE_SIZE);
  if (total === 0) return NO_RESULT_TEXT[language];
  const [x, y, n] = [from, to, total].map((v) => formatCount(v, language));
  return language === "sv" ? `Visar ${x}–${y} av ${n} resultat` : `Showing ${x}-${y} of ${n} ${total === 1 ? "result" : "results"}`;
}

export function pageText(input: Pick<PaginationInput, "page" | "total" | "pageSize">, language: TextLanguage): string {
  const size = input.pageSize ?? SEARCH_PAGE_SIZE;
  const current = formatCount(clampPage(input.page, input.total, size), language);
  const last = formatCount(pageCount(input.total, size), language);
  return language === "sv" ? `Sida ${current} av ${last}` : `Page ${current} of ${last}`;
}

export function sortSuffix(sort: SearchSort, language: TextLanguage): string {
  if (language === "sv") return sort === "latest" ? ", sorterat efter senaste" : ", sorterat efter relevans";
  return sort === "latest" ? ", sorted by latest" : ", sorted by relevance";
}

/** Empty when no filter is active. */
export function filterSuffix(activeFilterCount: number, language: TextLanguage): string {
  const n = Number.isFinite(activeFilterCount) ? Math.max(0, Math.floor(activeFilterCount)) : 0;
  if (n === 0) return "";
  if (language === "sv") return n === 1 ? ", 1 filter valt" : `, ${formatCount(n, "sv")} filter valda`;
  return n === 1 ? ", 1 filter applied" : `, ${formatCount(n, "en")} filters applied`;
}

/** The whole summary line; just 'No result' (SPEC §2 empty state) when nothing was found. */
export function paginationSummary(input: PaginationInput, language: TextLanguage): string {
  const showing = showingText(input, language);
  if (itemRange(input.page, input.total, input.pageSize ?? SEARCH_PAGE_SIZE).total === 0) return showing;
  return `${showing}${sortSuffix(input.sort, language)}${filterSuffix(input.activeFilterCount, language)}`;
}
