// SPEC §3 "Suggestion", "Suggestion group", "Search history item".

export type SuggestionKind = "AUDIO" | "AUDIO_BOOK" | "VIDEO" | "E_BOOK" | "PHRASE" | "HISTORY" | "SERIES" | "OTHER";

export interface Suggestion {
  readonly id: string | number;
  readonly title: string;
  readonly suggestionKind: SuggestionKind;
  readonly series?: { readonly id?: string | number; readonly title: string } | null;
  readonly parent?: string | number | null;
  readonly queryKey?: string;
}

/** A group as shown in the dropdown (SPEC §3: title, queryKey, options). */
export interface SuggestionGroup {
  readonly title: string;
  readonly queryKey: string;
  readonly options: readonly Suggestion[];
}

/** A group as the search response sends it (SPEC §3: title, queryKey, suggestions). */
export interface ServerSuggestionGroup {
  readonly title: string;
  readonly queryKey: string;
  readonly suggestions: readonly Suggestion[];
}

export interface SearchHistoryItem {
  readonly id: string | number;
  readonly queryString: string;
}
