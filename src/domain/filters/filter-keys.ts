// Well-known filter query keys and option values (SPEC §4, §9). The server names every filter by
// its queryKey; these are the keys the client gives special treatment.
import { DEFAULT_SEARCH_TYPE, SERIES_SEARCH_TYPE } from "../search-address/search-address";

// The search-address module owns the type texts (and the Play app rule); they are reused here so
// that each rule is written once.

export const FILTER_KEYS = {
  type: "type",
  category: "category",
  // SPEC §9: type 6 (audio) hides the language and subtitle filters.
  language: "language",
  subtitle: "subtitle",
  // SPEC §9: excluded from the combo box suggestions.
  audience: "audience",
  supplier: "supplier",
  // SPEC §9: the server group with 6 entries instead of 3; the 'label' group is dropped.
  topic: "topic",
  label: "label",
} as const;

/** SPEC §9: default search type, and the option a cleared type filter keeps. */
export const DEFAULT_TYPE = Number(DEFAULT_SEARCH_TYPE);
/** SPEC §9: the category key preselects option 11. */
export const DEFAULT_CATEGORY = 11;
/** SPEC §9: Play's extra type option. */
export const PLAY_SERIES_TYPE = { value: 99, title: "Serier" } as const;
/** SPEC §9: series mode searches with type 29. */
export const SERIES_MODE_TYPE = Number(SERIES_SEARCH_TYPE);
/** SPEC §9: the type that hides language and subtitle filters. */
export const AUDIO_TYPE = 6;
