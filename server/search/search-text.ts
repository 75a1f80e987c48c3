/**
 * The search text as the product search reads it (openapi searchProducts, "any text is safe"): its
 * words, and the PostgreSQL tsquery texts built from them. Operators, quotes and emoji are not
 * words, so nothing the user types reaches to_tsquery as syntax: every word is a quoted literal.
 */

/** More words than a title has add nothing but cost (every word must match). */
export const MAX_SEARCH_WORDS = 12;
/** Longer "words" (a pasted URL or hash) are cut: no catalogue word is longer (009_search.sql keeps up to 40). */
export const MAX_WORD_LENGTH = 40;
/** The last word is also a prefix (a text cut short still finds) from this length; shorter ones match too much. */
export const MIN_PREFIX_LENGTH = 3;

/** A word of the text and what it may also match (a typo's likely words, from the catalogue). */
export interface SearchTerm {
  readonly word: string;
  readonly alternatives: readonly string[];
  /** The text's last word: also matches as the start of a word. */
  readonly prefix: boolean;
}

/**
 * The words of a search text: runs of letters, combining marks and digits (Unicode), in order,
 * after NFC normalisation; everything else separates words. At most MAX_SEARCH_WORDS words.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFC")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== "")
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => [...word].slice(0, MAX_WORD_LENGTH).join(""));
}

/** A tsquery literal: quoted, with to_tsquery's two special characters in a quoted value doubled. */
function literal(word: string): string {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/**
 * The to_tsquery text of the terms: every term must match, a term by its word or any of its
 * alternatives, the prefix term also as the start of a word. `weights` restricts the match to
 * the document's parts of those weights (009_search.sql: A the title; B series, tags, topics and
 * subjects). Null without terms.
 */
export function tsqueryText(terms: readonly SearchTerm[], weights = ""): string | null {
  if (terms.length === 0) return null;
  return terms
    .map((term) => {
      const prefix = term.prefix && [...term.word].length >= MIN_PREFIX_LENGTH ? "*" : "";
      const label = prefix || weights ? `:${prefix}${weights}` : "";
      const options = [
        `${literal(term.word)}${label}`,
        ...term.alternatives.map((word) => `${literal(word)}${weights ? `:${weights}` : ""}`),
      ];
      return options.length === 1 ? options[0] : `(${options.join(" | ")})`;
    })
    .join(" & ");
}
