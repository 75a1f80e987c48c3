import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_SEARCH_WORDS, searchWords, tsqueryText } from "./search-text";

describe("the search text's words and tsquery texts (openapi searchProducts: any text is safe)", () => {
  it("reads words as runs of letters and digits in any script, everything else separating them", () => {
    expect(searchWords("Förintelsen – i närbild!")).toEqual(["Förintelsen", "i", "närbild"]);
    expect(searchWords("'a' & b | !c <-> d:*")).toEqual(["a", "b", "c", "d"]);
    expect(searchWords("😀 🎬 -- ()")).toEqual([]);
    expect(searchWords("مرحبا 中文 1900-talet")).toEqual(["مرحبا", "中文", "1900", "talet"]);
    // A combining accent joins its letter (NFC), so "é" typed as e + U+0301 is one word.
    expect(searchWords("cafe\u0301")).toEqual(["café"]);
  });

  it("keeps at most 12 words, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (text) => {
        const words = searchWords(text);
        expect(words.length).toBeLessThanOrEqual(MAX_SEARCH_WORDS);
        for (const word of words) expect(word).toMatch(/^[\p{L}\p{M}\p{N}]+$/u);
      }),
    );
  });

  it("quotes every word as a literal, so no text reaches to_tsquery as an operator", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 100 }), (text) => {
        const terms = searchWords(text).map((word, i, all) => ({ word, alternatives: [], prefix: i === all.length - 1 }));
        const query = tsqueryText(terms);
        if (terms.length === 0) expect(query).toBeNull();
        // Outside the quotes only the operators this module writes: & between words, :* on the last.
        else expect(query!.replace(/'(?:[^']|'')*'/g, "")).toMatch(/^(?:\s*&\s*|:\*)*$/);
      }),
    );
  });

  it("joins a word's alternatives with |, marks the last word as a prefix from 3 letters and restricts to weights", () => {
    const terms = [
      { word: "fotosyntess", alternatives: ["fotosyntesen"], prefix: false },
      { word: "kr", alternatives: [], prefix: true },
    ];
    expect(tsqueryText(terms)).toBe("('fotosyntess' | 'fotosyntesen') & 'kr'");
    expect(tsqueryText(terms, "A")).toBe("('fotosyntess':A | 'fotosyntesen':A) & 'kr':A");
    expect(tsqueryText([{ word: "krig", alternatives: [], prefix: true }], "AB")).toBe("'krig':*AB");
    expect(tsqueryText([{ word: "it's", alternatives: [], prefix: false }])).toBe("'it''s'");
  });
});
