// Group 1 of issue 3: slugs and links (SPEC §2).
export { slugify } from "./slugify";
export { buildIdSlug, parseIdSlug, parseNumericId, isPathId } from "./id-slug";
export type { IdSlug } from "./id-slug";
export { productQueryEntries } from "./product-query";
export type { ProductQuery } from "./product-query";
export { menuLinkAddress, menuLinkKind } from "./menu-link";
export type { MenuLinkAddress, MenuLinkInput } from "./menu-link";
