import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CheckboxFilter } from "../filters/filter.types";
import { buildSuggestionGroups, groupSizesOf, suggestionAt, SUGGESTION_LIMITS, type SuggestionSources } from "./suggestion-groups";
import type { ServerSuggestionGroup, Suggestion } from "./suggestion.types";

const phrase = (title: string): Suggestion => ({ id: title, title, suggestionKind: "PHRASE" });
const video = (n: number): Suggestion => ({ id: n, title: `Film ${n}`, suggestionKind: "VIDEO" });
const server = (queryKey: string, count: number): ServerSuggestionGroup => ({
  title: queryKey,
  queryKey,
  suggestions: Array.from({ length: count }, (_, i) => video(i)),
});
const checkbox = (queryKey: string, titles: string[]): CheckboxFilter => ({
  kind: "CHECKBOX",
  title: queryKey,
  queryKey,
  allowSelectAll: false,
  options: titles.map((title, i) => ({ value: i, title, isSelected: false })),
});
const sources = (over: Partial<SuggestionSources>): SuggestionSources => ({
  text: "ma",
  history: [],
  querySuggestions: [],
  serverGroups: [],
  filters: [],
  ...over,
});

describe("suggestion groups", () => {
  it("keeps SPEC §9's limits: 5 groups, 13 search suggestions with history, 4 per filter group, 6 topic and 3 other server entries, 4 per non-primary group past 3 groups", () => {
    expect(SUGGESTION_LIMITS).toEqual({
      groups: 5,
      searchSuggestions: 13,
      filterOptions: 4,
      topicEntries: 6,
      otherServerEntries: 3,
      nonPrimaryWhenCrowded: 4,
      crowdedAbove: 3,
    });
  });

  it("puts matching history first, then phrases, at most 13 in all, each text once", () => {
    const [group] = buildSuggestionGroups(
      sources({
        history: [
          { id: 1, queryString: "Matematik" },
          { id: 2, queryString: "historia" },
        ],
        querySuggestions: ["matematik", ...Array.from({ length: 20 }, (_, i) => `mat ${i}`)].map(phrase),
      }),
    );
    expect(group?.title).toBe("Sökförslag");
    expect(group?.options).toHaveLength(13);
    expect(group?.options[0]).toMatchObject({ title: "Matematik", suggestionKind: "HISTORY" });
    expect(group?.options[1]?.title).toBe("mat 0");
  });

  it("shows 6 entries for the topic key and 3 for other server groups", () => {
    const groups = buildSuggestionGroups(sources({ serverGroups: [server("topic", 10), server("subject", 10)] }));
    expect(groupSizesOf(groups)).toEqual([6, 3]);
  });

  it("drops the label group and the audience and supplier keys", () => {
    const groups = buildSuggestionGroups(
      sources({
        serverGroups: [server("label", 2), server("audience", 2), server("supplier", 2)],
        filters: [checkbox("audience", ["Mellanstadiet"]), checkbox("supplier", ["Mediabolaget"])],
        text: "me",
      }),
    );
    expect(groups).toEqual([]);
  });

  it("offers at most 4 filter options whose title starts with the typed text", () => {
    const [group] = buildSuggestionGroups(
      sources({
        text: "Ma",
        filters: [checkbox("language", ["Svenska", "Malayalam", "Mandarin", "Marathi", "Maori", "Malajiska", "Somaliska"])],
      }),
    );
    expect(group?.options.map((o) => o.title)).toEqual(["Malayalam", "Mandarin", "Marathi", "Maori"]);
    expect(group?.options[0]).toMatchObject({ suggestionKind: "OTHER", queryKey: "language", id: 1 });
  });

  it("shows at most 5 groups, and 4 items in every non-primary group when more than 3 exist", () => {
    const groups = buildSuggestionGroups(
      sources({
        querySuggestions: [phrase("mat")],
        serverGroups: [server("topic", 9), server("subject", 9), server("series", 9), server("products", 9), server("extra", 9)],
      }),
    );
    expect(groupSizesOf(groups)).toEqual([1, 4, 3, 3, 3]);
  });

  it("keeps 6 topic entries when there are at most 3 groups", () => {
    expect(groupSizesOf(buildSuggestionGroups(sources({ querySuggestions: [phrase("mat")], serverGroups: [server("topic", 9)] })))).toEqual(
      [1, 6],
    );
  });

  it("finds the highlighted suggestion", () => {
    const groups = buildSuggestionGroups(sources({ querySuggestions: [phrase("mat")], serverGroups: [server("topic", 2)] }));
    expect(suggestionAt(groups, { group: 1, item: 1 })?.title).toBe("Film 1");
    expect(suggestionAt(groups, null)).toBeUndefined();
    expect(suggestionAt(groups, { group: 4, item: 0 })).toBeUndefined();
  });

  it("keeps every limit for any input", () => {
    const arbGroup = fc.record({
      title: fc.string(),
      queryKey: fc.constantFrom("topic", "subject", "label", "audience", "series", "supplier"),
      suggestions: fc.array(fc.nat().map(video), { maxLength: 12 }),
    });
    fc.assert(
      fc.property(
        fc.record({
          text: fc.constantFrom("ma", "Ma", "s", ""),
          history: fc.array(fc.record({ id: fc.nat(), queryString: fc.constantFrom("matte", "mat", "Svenska") }), { maxLength: 20 }),
          querySuggestions: fc.array(fc.constantFrom("matte", "mars", "sol").map(phrase), { maxLength: 20 }),
          serverGroups: fc.array(arbGroup, { maxLength: 8 }),
          filters: fc.array(
            fc.constantFrom(
              checkbox("language", ["Mandarin", "Maori", "Malajiska", "Marathi", "Malayalam"]),
              checkbox("audience", ["Mellan"]),
            ),
            { maxLength: 4 },
          ),
        }),
        (input) => {
          const groups = buildSuggestionGroups(input);
          expect(groups.length).toBeLessThanOrEqual(5);
          for (const g of groups) {
            expect(g.options.length).toBeGreaterThan(0);
            expect(["label", "audience", "supplier"]).not.toContain(g.queryKey);
            if (g.queryKey === "q") expect(g.options.length).toBeLessThanOrEqual(13);
            else expect(g.options.length).toBeLessThanOrEqual(groups.length > 3 ? 4 : g.queryKey === "topic" ? 6 : 4);
          }
        },
      ),
    );
  });
});
