import { slugify } from "./slugify";

// SPEC §2: product and series paths carry "{id}[-slugified title]", e.g. /products/1234-vara-ord.

export interface IdSlug {
  /** The id as it appears in the path. */
  readonly id: string;
  /** The slug after the first hyphen, or null when the segment is the id alone. */
  readonly slug: string | null;
}

// Ids are letters, digits or _ (no hyphen): the first hyphen always separates id from slug.
const ID_SHAPE = /^[A-Za-z0-9_]+$/;

/** True when the value can be used as an id in a path. */
export function isPathId(id: string | number): boolean {
  return ID_SHAPE.test(String(id));
}

/** "{id}-{slug}" or just "{id}" when the title is absent or has no word characters. */
export function buildIdSlug(id: string | number, title?: string | null): string {
  const slug = title ? slugify(title) : "";
  return slug === "" ? String(id) : `${id}-${slug}`;
}

/** Reads "{id}[-slug]" back; null when the segment does not start with a valid id. */
export function parseIdSlug(segment: string): IdSlug | null {
  const at = segment.indexOf("-");
  const id = at === -1 ? segment : segment.slice(0, at);
  if (!ID_SHAPE.test(id)) return null;
  const slug = at === -1 ? "" : segment.slice(at + 1);
  return { id, slug: slug === "" ? null : slug };
}

/** The numeric id of a "{id}[-slug]" segment, or null when it is not a positive whole number. */
export function parseNumericId(segment: string): number | null {
  const parsed = parseIdSlug(segment);
  if (parsed === null || !/^\d+$/.test(parsed.id)) return null;
  const id = Number(parsed.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
