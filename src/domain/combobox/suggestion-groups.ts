// SPEC §9 Suggestions: which groups the combo box dropdown shows and how many items each has.
import { FILTER_KEYS } from "../filters/filter-keys";
import type { CheckboxFilter, Filter } from "../filters/filter.types";
import type { SearchHistoryItem, ServerSuggestionGroup, Suggestion, SuggestionGroup } from "./suggestion.types";

export const SUGGESTION_LIMITS = {
  groups: 5,
  searchSuggestions: 13, // including history
  filterOptions: 4,
  topicEntries: 6,
  otherServerEntries: 3,
  nonPrimaryWhenCrowded: 4, // when more than 3 groups exist
  crowdedAbove: 3,
} as const;

/** The search-suggestions group (history and phrases): its picks become the query `q`. */
export const SEARCH_SUGGESTIONS_KEY = "q";

const EXCLUDED_KEYS: ReadonlySet<string> = new Set([FILTER_KEYS.audience, FILTER_KEYS.supplier]);

export interface SuggestionSources {
  readonly text: string;
  readonly history: readonly SearchHistoryItem[];
  readonly querySuggestions: readonly Suggestion[];
  readonly serverGroups: readonly ServerSuggestionGroup[];
  /** The active app's filters; checkbox options become filter groups. */
  readonly filters: readonly Filter[];
  /** Title of the search-suggestions group. Decision: 'Sökförslag' unless the UI gives its own. */
  readonly searchSuggestionsTitle?: string;
}

function normalise(text: string): string {
  return text.trim().toLocaleLowerCase("sv");
}

function startsWithTyped(title: string, typed: string): boolean {
  return normalise(title).startsWith(typed);
}

/**
 * History entries that start with the typed text come first (the user's own searches), then
 * the server's phrases; a phrase equal to a history entry is shown once; 13 entries at most.
 */
function searchSuggestionsGroup(sources: SuggestionSources, typed: string): SuggestionGroup {
  const history: Suggestion[] = sources.history
    .filter((h) => startsWithTyped(h.queryString, typed))
    .map((h) => ({ id: h.id, title: h.queryString, suggestionKind: "HISTORY", queryKey: SEARCH_SUGGESTIONS_KEY }));
  const seen = new Set(history.map((h) => normalise(h.title)));
  const phrases = sources.querySuggestions.filter((p) => {
    const key = normalise(p.title);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    title: sources.searchSuggestionsTitle ?? "Sökförslag",
    queryKey: SEARCH_SUGGESTIONS_KEY,
    options: [...history, ...phrases].slice(0, SUGGESTION_LIMITS.searchSuggestions),
  };
}

function serverGroups(groups: readonly ServerSuggestionGroup[]): SuggestionGroup[] {
  return groups
    .filter((g) => g.queryKey !== FILTER_KEYS.label && !EXCLUDED_KEYS.has(g.queryKey))
    .map((g) => ({
      title: g.title,
      queryKey: g.queryKey,
      options: g.suggestions.slice(
        0,
        g.queryKey === FILTER_KEYS.topic ? SUGGESTION_LIMITS.topicEntries : SUGGESTION_LIMITS.otherServerEntries,
      ),
    }));
}

/** Decision: checkbox filters only; the subject tree is suggested by the server's own group. */
function filterGroups(filters: readonly Filter[], typed: string): SuggestionGroup[] {
  return filters
    .filter((f): f is CheckboxFilter => f.kind === "CHECKBOX" && !EXCLUDED_KEYS.has(f.queryKey))
    .map((f) => ({
      title: f.title,
      queryKey: f.queryKey,
      options: f.options
        .filter((o) => startsWithTyped(o.title, typed))
        .slice(0, SUGGESTION_LIMITS.filterOptions)
        .map((o): Suggestion => ({ id: o.value, title: o.title, suggestionKind: "OTHER", queryKey: f.queryKey })),
    }));
}

/**
 * The dropdown's groups, in order: search suggestions, the server's groups, the filter groups.
 * Empty groups are left out before the 5-group limit is applied; when more than 3 groups remain,
 * every group but the search suggestions shows at most 4 items.
 */
export function buildSuggestionGroups(sources: SuggestionSources): SuggestionGroup[] {
  const typed = normalise(sources.text);
  const all = [searchSuggestionsGroup(sources, typed), ...serverGroups(sources.serverGroups), ...filterGroups(sources.filters, typed)];
  const shown = all.filter((g) => g.options.length > 0).slice(0, SUGGESTION_LIMITS.groups);
  if (shown.length <= SUGGESTION_LIMITS.crowdedAbove) return shown;
  return shown.map((g) =>
    g.queryKey === SEARCH_SUGGESTIONS_KEY ? g : { ...g, options: g.options.slice(0, SUGGESTION_LIMITS.nonPrimaryWhenCrowded) },
  );
}

/** The group sizes the combo box state navigates over. */
export function groupSizesOf(groups: readonly SuggestionGroup[]): number[] {
  return groups.map((g) => g.options.length);
}

/** The suggestion under the highlight (what Enter picks), if any. */
export function suggestionAt(
  groups: readonly SuggestionGroup[],
  highlight: { readonly group: number; readonly item: number } | null,
): Suggestion | undefined {
  return highlight === null ? undefined : groups[highlight.group]?.options[highlight.item];
}
