import { buildSubjectTree } from "../../server/seed/catalogue-subjects";

/** The three calls the search bench measures (issue 9 "Speed"), each a cycle of different requests. */
export interface SearchCalls {
  /** GET /v1/search/products/1 with a text and 3 filters (type, subject, duration), Play. */
  search: string[];
  /** GET /v1/search/products/1/suggestions: 2 to 6 typed characters, every seventh with a typo. */
  suggestions: string[];
  /** GET /v1/search/products/1/count: the same kind of request for another app's badge (Läshörnan). */
  count: string[];
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

/** A one-letter typo: two letters swapped in the middle, as a hurried typist makes them. */
function typo(text: string): string {
  if (text.length < 5) return text;
  const i = Math.floor(text.length / 2);
  return `${text.slice(0, i - 1)}${text[i]}${text[i - 1]}${text.slice(i + 1)}`;
}

/**
 * Requests made from the demo catalogue's themes (the subjects tree every catalogue size files its
 * products under), so the texts find products at every size and the cycle is the same on every run:
 * a theme as the text and its school subject as the subject filter.
 */
export function searchCalls(): SearchCalls {
  const tree = buildSubjectTree();
  const calls: SearchCalls = { search: [], suggestions: [], count: [] };
  tree.themes.forEach((theme, i) => {
    const text = theme.theme.toLocaleLowerCase("sv");
    calls.search.push(`/v1/search/products/1?${query({ q: text, app: "play", type: 7, subject: theme.subjectId, maxDuration: 60 })}`);
    calls.count.push(
      `/v1/search/products/1/count?${query({ q: text, app: "lashornan", type: 8, subject: theme.subjectId, language: "sv" })}`,
    );
    const typed = text.slice(0, 2 + (i % 5));
    calls.suggestions.push(`/v1/search/products/1/suggestions?${query({ q: i % 7 === 6 ? typo(text) : typed, app: "play" })}`);
  });
  return calls;
}
