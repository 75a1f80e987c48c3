import { describe, expect, it } from "vitest";
import { suggestionTarget } from "./suggestion-target";
import type { SuggestionKind } from "./suggestion.types";

describe("picking a suggestion", () => {
  it.each<SuggestionKind>(["VIDEO", "AUDIO", "AUDIO_BOOK", "E_BOOK"])("opens the member product detail of the active app for %s", (kind) => {
    expect(suggestionTarget({ id: 4711, title: "Fotosyntes", suggestionKind: kind }, "bookcorner")).toEqual({
      kind: "product",
      id: "4711",
      app: "bookcorner",
      reseller: "member",
    });
  });

  it("opens the member series detail with the series id", () => {
    expect(suggestionTarget({ id: "s-12", title: "Historiens vingslag", suggestionKind: "SERIES" }, "play")).toEqual({
      kind: "series",
      id: "s-12",
      app: "play",
      reseller: "member",
    });
  });

  it("searches for a phrase or a history entry", () => {
    expect(suggestionTarget({ id: 1, title: "matte", suggestionKind: "PHRASE" }, "play")).toEqual({ kind: "search", q: "matte" });
    expect(suggestionTarget({ id: 2, title: "svenska", suggestionKind: "HISTORY", queryKey: "q" }, "play")).toEqual({ kind: "search", q: "svenska" });
  });

  it("selects a filter option for an entry of a filter group", () => {
    expect(suggestionTarget({ id: 3, title: "Engelska", suggestionKind: "OTHER", queryKey: "language" }, "play")).toEqual({
      kind: "filter",
      queryKey: "language",
      value: "3",
      title: "Engelska",
    });
  });
});
