import type { components } from "../../src/contract/api.gen";
import type { AppSlug } from "../../src/domain/access/licence";
import { DEFAULT_TYPE, FILTER_KEYS, PLAY_SERIES_TYPE, SERIES_MODE_TYPE } from "../../src/domain/filters/filter-keys";
import { KINDS_BY_APP, type ProductKind } from "../catalogue/catalogue-product";
import type { SuggestionRow } from "./suggestions.repository";
import { CONTRACT_KIND_OF, PLAY_SERIES_KINDS, typeOptions } from "./search-taxonomy";

type Schemas = components["schemas"];
type ContractKind = Schemas["ProductKind"];

/**
 * The server's suggestion groups (SPEC §3 "suggestions": title, queryKey, suggestions), one per
 * product kind of the contract, in this order, then series and topics. Decision (SPEC silent on
 * their names): Swedish titles and queryKeys that are no filter key, so the client's rules of
 * SPEC §9 give each 3 entries, and the topic group, keyed `topic`, 6.
 */
export const PRODUCT_GROUPS: readonly { kind: ContractKind; title: string; queryKey: string }[] = [
  { kind: "VIDEO", title: "Film och video", queryKey: "video" },
  { kind: "AUDIO", title: "Ljud", queryKey: "audio" },
  { kind: "E_BOOK", title: "E-böcker", queryKey: "ebook" },
  { kind: "AUDIO_BOOK", title: "Ljudböcker", queryKey: "audiobook" },
  { kind: "PHYSICAL", title: "Att låna", queryKey: "physical" },
];
export const SERIES_GROUP = { title: "Serier", queryKey: "series" } as const;
export const TOPIC_GROUP = { title: "Ämnesord", queryKey: FILTER_KEYS.topic } as const;

export interface SuggestedKinds {
  readonly kinds: { kind: ProductKind; group: ContractKind }[];
  readonly series: boolean;
}

/**
 * Which stored kinds the product groups may suggest, from the type filter (SPEC §7: 29 in series
 * mode, else the current type filter; 5 or none = everything, SPEC §9). The type values are the
 * search page's (search-taxonomy.ts); 99 'Serier' is Play's episodes. Series mode (29) suggests
 * series only; series are suggested whenever Play's episodes could be.
 */
export function suggestedKinds(apps: readonly AppSlug[], types: readonly number[]): SuggestedKinds {
  const chosen = types.length === 0 ? [DEFAULT_TYPE] : types;
  const kinds = new Set<ProductKind>();
  for (const app of apps) {
    for (const type of chosen) {
      if (type === PLAY_SERIES_TYPE.value && app === "play") PLAY_SERIES_KINDS.forEach((kind) => kinds.add(kind));
      const option = typeOptions(app).find((candidate) => candidate.value === type);
      if (option) (option.kinds ?? KINDS_BY_APP[app]).forEach((kind) => kinds.add(kind));
    }
  }
  const series = apps.includes("play") && (chosen.includes(SERIES_MODE_TYPE) || PLAY_SERIES_KINDS.some((kind) => kinds.has(kind)));
  return { kinds: [...kinds].map((kind) => ({ kind, group: CONTRACT_KIND_OF[kind] })), series };
}

/**
 * The contract's SuggestionKind has no physical kind: a Boka item is suggested as the medium it
 * is — a disc as VIDEO, an audiobook on CD as AUDIO_BOOK, printed matter and kits as E_BOOK — so
 * picking it opens its product page like any product (SPEC §2 combo box).
 */
function suggestionKindOf(kind: ProductKind, mediaFormat: string | null): Schemas["SuggestionKind"] {
  const contractKind = CONTRACT_KIND_OF[kind];
  if (contractKind !== "PHYSICAL") return contractKind;
  if (/dvd|blu-?ray/i.test(mediaFormat ?? "")) return "VIDEO";
  if (/ljudbok/i.test(mediaFormat ?? "")) return "AUDIO_BOOK";
  return "E_BOOK";
}

/** A product row as a Suggestion: its id, title and kind; an episode names its series (SPEC §3). */
export function productSuggestion(row: SuggestionRow): Schemas["Suggestion"] {
  return {
    id: String(row.id),
    title: row.title,
    suggestionKind: suggestionKindOf(row.kind ?? "film", row.media_format),
    series: row.series_title === null ? null : { title: row.series_title },
    parent: null,
    queryKey: null,
  };
}
