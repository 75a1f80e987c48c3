// SPEC §2 Search combo box: picking a video, audio, audiobook or e-book suggestion opens the
// member product detail for the active app with the product id; a series suggestion opens the
// member series detail with the series id. The spec does not show the exact paths; the routing
// module's route table builds them (/{reseller}/{app}/products/{id}-{slug}, …/series/…).
import { productPath, seriesPath } from "../routing/app-routes";
import type { Suggestion, SuggestionKind } from "./suggestion.types";

/** SPEC §2: product and series suggestions open the member reseller's pages. */
export const SUGGESTION_TARGET_RESELLER = "member";

export type SuggestionTarget =
  | { readonly kind: "product"; readonly id: string; readonly title: string; readonly app: string; readonly reseller: string }
  | { readonly kind: "series"; readonly id: string; readonly title: string; readonly app: string; readonly reseller: string }
  /** A phrase or history entry: search for its text. */
  | { readonly kind: "search"; readonly q: string }
  /** An entry of a filter group (or another server group): select it in the filter with this key. */
  | { readonly kind: "filter"; readonly queryKey: string; readonly value: string; readonly title: string };

const PRODUCT_KINDS: ReadonlySet<SuggestionKind> = new Set(["VIDEO", "AUDIO", "AUDIO_BOOK", "E_BOOK"]);

export function suggestionTarget(suggestion: Suggestion, activeApp: string): SuggestionTarget {
  const id = String(suggestion.id);
  const { title } = suggestion;
  if (PRODUCT_KINDS.has(suggestion.suggestionKind)) {
    return { kind: "product", id, title, app: activeApp, reseller: SUGGESTION_TARGET_RESELLER };
  }
  if (suggestion.suggestionKind === "SERIES") return { kind: "series", id, title, app: activeApp, reseller: SUGGESTION_TARGET_RESELLER };
  if (
    suggestion.suggestionKind === "PHRASE" ||
    suggestion.suggestionKind === "HISTORY" ||
    suggestion.queryKey === undefined ||
    suggestion.queryKey === "q"
  ) {
    return { kind: "search", q: title };
  }
  return { kind: "filter", queryKey: suggestion.queryKey, value: id, title };
}

/** The page a product or series target opens; null for a search or a filter (they change the address). */
export function suggestionTargetPath(target: SuggestionTarget): string | null {
  switch (target.kind) {
    case "product":
      return productPath(target.reseller, target.app, target.id, target.title);
    case "series":
      return seriesPath(target.reseller, target.app, target.id, target.title);
    default:
      return null;
  }
}
