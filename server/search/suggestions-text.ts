import { SUGGESTION_LIMITS } from "../../src/domain/combobox/suggestion-groups";
import { MIN_QUERY_LENGTH } from "../../src/domain/combobox/combobox-state";

/**
 * The typed text of the combo box as the suggestion queries read it (openapi getSearchSuggestions).
 * The split is the one of 010_search_suggestions.sql's search_words_of: white space and
 * punctuation, a fixed list, so JS and SQL cut a text into the same words.
 */
const SEPARATORS = /([\s.,;:!?"'()[\]{}<>/\\|+=*&%$#@~^_`–—‘’“”«»…·-]+)/u;
/** Shorter words and numbers are no spelling material (search_words_of). */
const MIN_WORD_LENGTH = 3;
/** Decision: a text of more words is a sentence, not a query to correct word by word. */
export const MAX_SPELLING_WORDS = 8;

/** SPEC §5, §9: suggestions need at least 2 characters of text, trimmed as the client trims it. */
export function suggestionText(q: string): string | null {
  const text = q.trim();
  return [...text].length >= MIN_QUERY_LENGTH ? text : null;
}

export interface SpellingWord {
  /** The word lower-cased (sv), as the vocabulary compares it after folding. */
  readonly word: string;
  /** The last word of a text that does not end in a space is still being typed: a prefix. */
  readonly partial: boolean;
}

function isSpellingWord(token: string): boolean {
  return [...token].length >= MIN_WORD_LENGTH && !/^\d+$/.test(token);
}

/** The words of the text that the spelling suggestion checks, at most MAX_SPELLING_WORDS. */
export function spellingWords(text: string, endsTyping: boolean): SpellingWord[] {
  const tokens = text.split(SEPARATORS).filter((token, index) => index % 2 === 0 && token !== "");
  const words = tokens.map((token) => token.toLocaleLowerCase("sv"));
  const last = words.length - 1;
  return words
    .map((word, index) => ({ word, partial: endsTyping && index === last }))
    .filter(({ word }) => isSpellingWord(word))
    .slice(0, MAX_SPELLING_WORDS);
}

/**
 * The text with each corrected word replaced by its correction (lower case), separators kept;
 * null when nothing was corrected (openapi SuggestionsResponse.spellingSuggestion).
 */
export function correctedText(text: string, corrections: ReadonlyMap<string, string>): string | null {
  if (corrections.size === 0) return null;
  let changed = false;
  const parts = text.split(SEPARATORS).map((part, index) => {
    if (index % 2 === 1) return part;
    const correction = corrections.get(part.toLocaleLowerCase("sv"));
    if (correction === undefined || correction === part.toLocaleLowerCase("sv")) return part;
    changed = true;
    return correction;
  });
  return changed ? parts.join("") : null;
}

/** SPEC §9: the search-suggestions group holds at most 13 entries, history included. */
export const QUERY_SUGGESTION_LIMIT = SUGGESTION_LIMITS.searchSuggestions;
/** Decision (SPEC silent): at most 5 of them are the user's own past searches, the rest phrases. */
export const HISTORY_SUGGESTION_LIMIT = 5;
