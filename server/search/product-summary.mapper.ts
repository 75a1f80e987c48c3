import type { components } from "../../src/contract/api.gen";
import { formatClipTime } from "../../src/domain/validation/clip-time";
import type { ProductCard } from "./product-search.port";
import { CONTRACT_KIND_OF } from "./search-taxonomy";

type Schemas = components["schemas"];

/** 002_catalogue.sql's derived badge column in the contract's spelling (SPEC §3: Outgoing is last chance). */
const BADGE: Readonly<Record<ProductCard["badge"], Schemas["Badge"]>> = {
  COMING: "Coming",
  OUTGOING: "Outgoing",
  STAFF_PICK: "StaffPick",
  NEW: "New",
  NORMAL: "Normal",
};

/**
 * A search result as the contract's product card (openapi ProductSummary). The catalogue holds no
 * product pictures yet, so imageUrl is null; a duration reads H:mm:ss (openapi Duration).
 */
export function toProductSummary(card: ProductCard): Schemas["ProductSummary"] {
  return {
    id: card.id,
    app: card.app,
    kind: CONTRACT_KIND_OF[card.kind],
    title: card.title,
    description: card.description,
    imageUrl: null,
    duration: card.duration_seconds === null ? null : { kind: "TIME", value: formatClipTime(card.duration_seconds) },
    pageCount: card.page_count,
    badge: BADGE[card.badge],
    recommended: card.is_recommended,
    lastChance: card.is_last_chance,
    ageRecommendation: card.age_recommendation,
    series:
      card.series_id === null
        ? null
        : {
            id: card.series_id,
            title: card.series_title ?? "",
            seasonLabel: card.season_label,
            episodeNumber: card.episode_number,
            episodeCount: card.episode_count,
          },
    prodyear: card.prod_year,
  };
}
