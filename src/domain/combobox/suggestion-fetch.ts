// SPEC §5: suggestions are fetched only when the debounced text has at least 2 characters and
// the query differs from the last one fetched. SPEC §7: the suggestions request parameters.
import { DEFAULT_TYPE, SERIES_MODE_TYPE } from "../filters/filter-keys";
import type { FilterValue } from "../filters/filter.types";
import { MIN_QUERY_LENGTH } from "./combobox-state";

/** Decision: the query is the trimmed text; "ab " and "ab" are the same query. */
export function suggestionQuery(text: string): string {
  return text.trim();
}

export function shouldFetchSuggestions(debouncedText: string, lastFetchedQuery: string | null): boolean {
  const query = suggestionQuery(debouncedText);
  return query.length >= MIN_QUERY_LENGTH && query !== lastFetchedQuery;
}

export interface SuggestionsRequestInput {
  readonly text: string;
  readonly seriesMode: boolean;
  readonly currentType?: FilterValue | null;
  readonly includeUR: boolean;
  readonly app: string;
}

export interface SuggestionsRequestParams {
  readonly q: string;
  readonly type: string;
  readonly scope: "1" | "2";
  readonly app: string;
}

/** SPEC §7: type 29 in series mode, else the current type filter (5 when none); scope '2' if includeUR. */
export function suggestionsRequestParams(input: SuggestionsRequestInput): SuggestionsRequestParams {
  return {
    q: suggestionQuery(input.text),
    type: String(input.seriesMode ? SERIES_MODE_TYPE : (input.currentType ?? DEFAULT_TYPE)),
    scope: input.includeUR ? "2" : "1",
    app: input.app,
  };
}
