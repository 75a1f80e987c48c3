export { formatCount, type TextLanguage } from "./text-language";
export { SEARCH_PAGE_SIZE, pageCount, clampPage, itemRange, pageOffset, type ItemRange } from "./page-count";
export {
  NO_RESULT_TEXT,
  showingText,
  pageText,
  sortSuffix,
  filterSuffix,
  paginationSummary,
  type SearchSort,
  type PaginationInput,
} from "./pagination-text";
export {
  DURATION_ERROR_TEXT,
  parseDurationSeconds,
  formatSeconds,
  formatPages,
  formatDurationValue,
  type DurationValue,
  type DurationResult,
  type DurationError,
} from "./duration-format";
export { BADGE_LABELS, BADGE_NEW_DAYS, BADGE_OUTGOING_DAYS, badgeFor, badgeLabel, type Badge, type BadgeFlags } from "./badge";
export { RECOMMENDED_SHORT, shortenRecommended } from "./recommended-label";
export { MORE_THAN_AN_HOUR, rangeValueLabel } from "./range-label";
