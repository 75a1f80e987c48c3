import type { components } from "../../src/contract/api.gen";

type CmsBlock = components["schemas"]["CmsBlock"];

/** A page's description for its head: the subtitle of its first header block that has one. */
export function firstSubtitle(blocks: readonly CmsBlock[]): string | null {
  for (const block of blocks) {
    if (block.kind === "HEADER" && block.subtitle) return block.subtitle;
  }
  return null;
}

/** A page's share picture: the first picture of its blocks, in page order (background images too). */
export function firstImageUrl(blocks: readonly CmsBlock[]): string | null {
  for (const block of blocks) {
    const url = imageOf(block);
    if (url) return url;
  }
  return null;
}

function imageOf(block: CmsBlock): string | null {
  switch (block.kind) {
    case "IMAGE_TEXT":
      return block.image.url || null;
    case "IMAGE":
      return block.images[0]?.url || null;
    case "SLIDESHOW":
      return block.slides.find((slide) => slide.imageUrl)?.imageUrl ?? null;
    default:
      return block.settings.backgroundImage?.url || null;
  }
}
