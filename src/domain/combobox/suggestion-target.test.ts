import { describe, expect, it } from "vitest";
import { suggestionTarget, suggestionTargetPath } from "./suggestion-target";
import type { SuggestionKind } from "./suggestion.types";

describe("picking a suggestion", () => {
  it.each<SuggestionKind>(["VIDEO", "AUDIO", "AUDIO_BOOK", "E_BOOK"])(
    "opens the member product detail of the active app for %s",
    (kind) => {
      expect(suggestionTarget({ id: 4711, title: "Fotosyntes", suggestionKind: kind }, "bookcorner")).toEqual({
        kind: "product",
        id: "4711",
        title: "Fotosyntes",
        app: "bookcorner",
        reseller: "member",
      });
    },
  );

  it("opens the member series detail with the series id", () => {
    expect(suggestionTarget({ id: "12", title: "Historiens vingslag", suggestionKind: "SERIES" }, "play")).toEqual({
      kind: "series",
      id: "12",
      title: "Historiens vingslag",
      app: "play",
      reseller: "member",
    });
  });

  it("searches for a phrase or a history entry", () => {
    expect(suggestionTarget({ id: 1, title: "matte", suggestionKind: "PHRASE" }, "play")).toEqual({ kind: "search", q: "matte" });
    expect(suggestionTarget({ id: 2, title: "svenska", suggestionKind: "HISTORY", queryKey: "q" }, "play")).toEqual({
      kind: "search",
      q: "svenska",
    });
  });

  it("selects a filter option for an entry of a filter group", () => {
    expect(suggestionTarget({ id: 3, title: "Engelska", suggestionKind: "OTHER", queryKey: "language" }, "play")).toEqual({
      kind: "filter",
      queryKey: "language",
      value: "3",
      title: "Engelska",
    });
  });

  it("builds the product and series paths through the route table", () => {
    const product = suggestionTargetPath(suggestionTarget({ id: 4711, title: "Fotosyntes", suggestionKind: "VIDEO" }, "play"));
    const series = suggestionTargetPath(suggestionTarget({ id: 12, title: "Historiens vingslag", suggestionKind: "SERIES" }, "play"));
    expect(product).toBe("/member/play/products/4711-fotosyntes");
    expect(series).toBe("/member/play/series/12-historiens-vingslag");
    expect(suggestionTargetPath({ kind: "search", q: "matte" })).toBeNull();
  });
});
