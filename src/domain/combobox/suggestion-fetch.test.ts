import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shouldFetchSuggestions, suggestionsRequestParams } from "./suggestion-fetch";

describe("suggestion fetch gate", () => {
  it("fetches from 2 characters when the query differs from the last one", () => {
    expect(shouldFetchSuggestions("m", null)).toBe(false);
    expect(shouldFetchSuggestions("ma", null)).toBe(true);
    expect(shouldFetchSuggestions("ma", "ma")).toBe(false);
    expect(shouldFetchSuggestions("ma ", "ma")).toBe(false);
    expect(shouldFetchSuggestions("mat", "ma")).toBe(true);
  });

  it("never fetches the same query twice in a row", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(shouldFetchSuggestions(text, text.trim())).toBe(false);
      }),
    );
  });
});

describe("suggestions request", () => {
  it("asks for type 29 in series mode", () => {
    expect(suggestionsRequestParams({ text: " mat ", seriesMode: true, currentType: 6, includeUR: false, app: "play" })).toEqual({
      q: "mat",
      type: "29",
      scope: "1",
      app: "play",
    });
  });

  it("asks for the current type otherwise, 5 when there is none, and scope 2 with includeUR", () => {
    expect(suggestionsRequestParams({ text: "mat", seriesMode: false, currentType: 6, includeUR: true, app: "play" })).toMatchObject({
      type: "6",
      scope: "2",
    });
    expect(suggestionsRequestParams({ text: "mat", seriesMode: false, currentType: null, includeUR: false, app: "boka" }).type).toBe("5");
  });
});
