// Deterministic, realistic inputs for the domain hot paths: varied enough that the JIT cannot
// specialise on one value, small enough to build in a millisecond.
import type { SuggestionSources } from "../../src/domain/combobox/suggestion-groups";
import type { SearchHistoryItem, ServerSuggestionGroup, Suggestion } from "../../src/domain/combobox/suggestion.types";
import type { CheckboxFilter } from "../../src/domain/filters/filter.types";

const WORDS = [
  "Vår",
  "gröna",
  "ö",
  "Fjällen",
  "Åsa",
  "läser",
  "Café",
  "Historia",
  "för",
  "åk 7–9",
  "Fotosyntes",
  "Källkritik",
  "Norrland",
  "Östersjön",
  "Démocratie",
  "SO/NO",
];

/** 100 titles like "Fjällen läser: Vår gröna ö – del 3". */
export function catalogueTitles(): string[] {
  return Array.from({ length: 100 }, (_, i) => {
    const pick = (offset: number) => WORDS[(i * 7 + offset * 3) % WORDS.length] as string;
    return `${pick(0)} ${pick(1)}: ${pick(2)} ${pick(3)} – del ${(i % 9) + 1}`;
  });
}

/** 50 search query strings of the kinds the search page writes and reads (SPEC §2). */
export function searchQueries(): string[] {
  return Array.from({ length: 50 }, (_, i) => {
    const parts = [
      `q=${encodeURIComponent(WORDS[i % WORDS.length] as string)}`,
      `page=${(i % 5) + 1}`,
      "listView=false",
      `type=${i % 3 === 0 ? 29 : 5}`,
    ];
    if (i % 2 === 0) parts.push("category=11", "language=sv", "language=en");
    if (i % 4 === 0) parts.push("series=TRUE", "scope=2", "duration_min=10", "duration_max=45");
    if (i % 5 === 0) parts.push("utm_source=nyhetsbrev");
    return `?${parts.join("&")}`;
  });
}

const suggestion = (id: number, title: string, suggestionKind: Suggestion["suggestionKind"]): Suggestion => ({ id, title, suggestionKind });

function checkbox(queryKey: string, title: string, options: number): CheckboxFilter {
  return {
    kind: "CHECKBOX",
    title,
    queryKey,
    allowSelectAll: true,
    options: Array.from({ length: options }, (_, i) => ({
      value: i + 1,
      title: `${WORDS[i % WORDS.length]} ${i}`,
      count: 100 - i,
      isSelected: i === 0,
    })),
  };
}

/** A busy dropdown: 20 history items, 13 phrases, 5 server groups, 5 checkbox filters of 30 options. */
export function suggestionSources(): SuggestionSources[] {
  const history: SearchHistoryItem[] = Array.from({ length: 20 }, (_, i) => ({ id: i, queryString: `${WORDS[i % WORDS.length]} ${i}` }));
  const serverGroups: ServerSuggestionGroup[] = ["topic", "label", "series", "person", "supplier"].map((queryKey, g) => ({
    title: queryKey,
    queryKey,
    suggestions: Array.from({ length: 10 }, (_, i) => suggestion(g * 100 + i, `${WORDS[(g + i) % WORDS.length]} ${i}`, "OTHER")),
  }));
  const filters = [
    checkbox("type", "Typ", 30),
    checkbox("language", "Språk", 30),
    checkbox("subtitle", "Undertexter", 30),
    checkbox("audience", "Målgrupp", 30),
    checkbox("category", "Kategori", 30),
  ];
  // The typed text changes with each keystroke: a few prefixes, each a fresh sources object.
  return ["f", "fo", "fj", "ö", "vår", "his", "", "c"].map((text) => ({
    text,
    history,
    querySuggestions: Array.from({ length: 13 }, (_, i) => suggestion(1000 + i, `${text}${WORDS[i % WORDS.length]}`, "PHRASE")),
    serverGroups,
    filters,
  }));
}
