export * from "./suggestion.types";
export {
  isValidHighlight,
  firstItem,
  lastItem,
  nextItem,
  previousItem,
  rightItem,
  leftItem,
  type Highlight,
  type GroupSizes,
} from "./combobox-navigation";
export {
  MIN_QUERY_LENGTH,
  initialComboboxState,
  isLongEnough,
  reduceCombobox,
  handlesKey,
  type ComboboxState,
  type ComboboxEvent,
  type ComboboxKey,
} from "./combobox-state";
export {
  SUGGESTION_LIMITS,
  SEARCH_SUGGESTIONS_KEY,
  buildSuggestionGroups,
  groupSizesOf,
  suggestionAt,
  type SuggestionSources,
} from "./suggestion-groups";
export {
  suggestionQuery,
  shouldFetchSuggestions,
  suggestionsRequestParams,
  type SuggestionsRequestInput,
  type SuggestionsRequestParams,
} from "./suggestion-fetch";
export { initialStatisticsGate, armStatistics, takeStatistics, type StatisticsGate } from "./search-statistics-gate";
export { SUGGESTION_TARGET_RESELLER, suggestionTarget, suggestionTargetPath, type SuggestionTarget } from "./suggestion-target";
