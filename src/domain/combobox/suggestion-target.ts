// SPEC §2 Search combo box: what picking a suggestion opens. The route paths themselves are not
// shown in the spec and are built by the routing module; this returns a descriptor of the target.
import type { Suggestion } from "./suggestion.types";

/** SPEC §2: product and series suggestions open the member reseller's pages. */
export const SUGGESTION_TARGET_RESELLER = "member";

export type SuggestionTarget =
  | { readonly kind: "product"; readonly id: string; readonly app: string; readonly reseller: string }
  | { readonly kind: "series"; readonly id: string; readonly app: string; readonly reseller: string }
  /** A phrase or history entry: search for its text. */
  | { readonly kind: "search"; readonly q: string }
  /** A filter option (or server group entry): select it in the filter with this key. */
  | { readonly kind: "filter"; readonly queryKey: string; readonly value: string; readonly title: string };

const PRODUCT_KINDS = new Set(["VIDEO", "AUDIO", "AUDIO_BOOK", "E_BOOK"]);

export function suggestionTarget(suggestion: Suggestion, activeApp: string): SuggestionTarget {
  const id = String(suggestion.id);
  if (PRODUCT_KINDS.has(suggestion.suggestionKind)) {
    return { kind: "product", id, app: activeApp, reseller: SUGGESTION_TARGET_RESELLER };
  }
  if (suggestion.suggestionKind === "SERIES") return { kind: "series", id, app: activeApp, reseller: SUGGESTION_TARGET_RESELLER };
  if (suggestion.suggestionKind === "PHRASE" || suggestion.suggestionKind === "HISTORY" || suggestion.queryKey === undefined || suggestion.queryKey === "q") {
    return { kind: "search", q: suggestion.title };
  }
  return { kind: "filter", queryKey: suggestion.queryKey, value: id, title: suggestion.title };
}
