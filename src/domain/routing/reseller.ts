// SPEC §1 / §9: content is scoped to a reseller slug; the default reseller is member and an
// invalid slug falls back to it.
export const DEFAULT_RESELLER = "member";

/** SPEC §2: the reseller-prefixed login and signup paths exist only for these two values. */
export const PREFIXED_LOGIN_RESELLERS: readonly string[] = ["member", "root"];

// A reseller slug becomes a path segment, so anything that could break out of the segment
// ("/", "?", "..", spaces) is never a slug.
const SLUG_SHAPE = /^[a-z0-9][a-z0-9_-]*$/;

/** True when the text has the shape of a reseller slug (lowercase letters, digits, _ and -). */
export function isResellerSlugShape(slug: string): boolean {
  return SLUG_SHAPE.test(slug);
}

/**
 * SPEC §1: an invalid reseller slug falls back to member. A slug is valid when it is one of the
 * known resellers; the comparison ignores case and surrounding spaces (links typed by people),
 * and the known spelling is returned.
 */
export function resolveReseller(slug: string | null | undefined, known: readonly string[]): string {
  if (slug === null || slug === undefined) return DEFAULT_RESELLER;
  const wanted = slug.trim().toLowerCase();
  if (wanted === "") return DEFAULT_RESELLER;
  const match = known.find((k) => k.toLowerCase() === wanted && isResellerSlugShape(wanted));
  return match ?? DEFAULT_RESELLER;
}

/** The reseller used when building a path: a blank or malformed value becomes member. */
export function resellerSegment(reseller: string | null | undefined): string {
  const value = (reseller ?? "").trim().toLowerCase();
  return isResellerSlugShape(value) ? value : DEFAULT_RESELLER;
}
