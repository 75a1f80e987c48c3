import type { components } from "../../src/contract/api.gen";
import type { SeriesSummaryRow, SlideRow, SlideshowRow } from "./app-page.repository";
import type { CollectionSummaryRow } from "./collection-summary.repository";

type Schemas = components["schemas"];

/** openapi CollectionSummary; the creator is null for automatic toplists (no owner). */
export function toCollectionSummary(row: CollectionSummaryRow): Schemas["CollectionSummary"] {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    isPublic: row.is_public,
    visibility: row.is_public ? "public" : "private",
    creator:
      row.creator_id === null
        ? null
        : {
            id: row.creator_id,
            name: `${row.creator_first_name ?? ""} ${row.creator_last_name ?? ""}`.trim(),
            isAdmin: row.creator_role === "ADMIN",
          },
    itemCount: row.item_count,
    imageUrl: row.image_url,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** openapi SeriesSummary; series carry no image of their own yet. */
export function toSeriesSummary(row: SeriesSummaryRow): Schemas["SeriesSummary"] {
  return {
    id: row.id,
    app: row.app,
    title: row.title,
    description: row.description,
    imageUrl: null,
    seasonCount: row.seasons,
    episodeCount: row.episode_count,
    ageRecommendation: row.age_recommendation,
  };
}

/** openapi Slide (SPEC §3 Slide). */
export function toSlide(row: SlideRow): Schemas["Slide"] {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    textAlignment: row.text_alignment,
    imageUrl: row.image_url,
    imageAlignment: row.image_alignment,
    transparency: row.transparency,
    textColor: row.text_color,
    primaryLink: { text: row.primary_link_text, url: row.primary_link_url },
    secondaryLink:
      row.secondary_link_text !== null && row.secondary_link_url !== null
        ? { text: row.secondary_link_text, url: row.secondary_link_url }
        : null,
  };
}

/** openapi Slideshow; an app without a stored slideshow shows the defaults (openapi SlideInput's "absent means"). */
export function toSlideshow(row: SlideshowRow | null, slides: readonly Schemas["Slide"][]): Schemas["Slideshow"] {
  return {
    height: row?.height ?? "medium",
    customHeightPercent: row?.custom_height_percent ?? null,
    container: row?.container ?? "full-width",
    slides: [...slides],
  };
}

/** A stored slide as a SLIDESHOW block's slide (openapi SlideInput: no id). */
export function toSlideInput({ id: _id, ...slide }: Schemas["Slide"]): Schemas["SlideInput"] {
  return slide;
}

/**
 * A SLIDESHOW block's slides as a Slideshow (getPageCarousel): every absent setting takes the
 * default openapi SlideInput names ("absent means left/center/0/light"); slides are numbered from 1
 * in their order, as block slides have no id of their own.
 */
export function blockSlideshow(block: Schemas["SlideshowBlock"]): Schemas["Slideshow"] {
  return {
    height: block.settings.slideHeight ?? "medium",
    customHeightPercent: block.settings.customHeightPercent ?? null,
    container: block.settings.container ?? "full-width",
    slides: block.slides.map((slide, index) => ({
      id: index + 1,
      title: slide.title,
      text: slide.text ?? null,
      textAlignment: slide.textAlignment ?? "left",
      imageUrl: slide.imageUrl ?? null,
      imageAlignment: slide.imageAlignment ?? "center",
      transparency: slide.transparency ?? 0,
      textColor: slide.textColor ?? "light",
      primaryLink: slide.primaryLink,
      secondaryLink: slide.secondaryLink ?? null,
    })),
  };
}
