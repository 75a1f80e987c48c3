// SPEC §1: content is scoped to a reseller. An app's slideshow is shared by every reseller (its
// paths carry none), yet its links lead into the reader's own reseller: they are stored with this
// placeholder, which the app start page fills in with the reader's (already resolved) reseller.

/** The placeholder for the reseller's slug inside a stored link URL, e.g. `/{reseller}/play/search`. */
export const RESELLER_PLACEHOLDER = "{reseller}";

/** A stored link URL with every placeholder replaced by the reseller's slug. */
export function fillResellerPlaceholder(url: string, resellerSlug: string): string {
  return url.split(RESELLER_PLACEHOLDER).join(resellerSlug);
}
