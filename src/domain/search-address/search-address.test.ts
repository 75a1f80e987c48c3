import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DEFAULT_SEARCH_ADDRESS,
  EMPTY_SEARCH_ADDRESS,
  filterKeysOf,
  RESERVED_SEARCH_KEYS,
  type SearchAddress,
  type SearchFilterKeys,
} from "./search-address";
import { parseSearchAddress, parseSearchBoolean } from "./parse-search-address";
import { serialiseSearchAddress } from "./serialise-search-address";

const playKeys: SearchFilterKeys = { listKeys: ["category", "language", "subject"], rangeKeys: ["durationMin", "durationMax"] };

describe("parseSearchAddress", () => {
  it("reads every parameter of the spec", () => {
    const result = parseSearchAddress(
      "?q=vikingar&page=3&listView=TRUE&series=true&scope=2&app=play&type=5&type=6&filter=category&title=Dokument%C3%A4r&productId=123&category=11&durationMin=10&durationMax=60",
      playKeys,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        q: "vikingar",
        page: 3,
        listView: true,
        series: true,
        scope: 2,
        app: "play",
        type: ["5", "6"],
        filter: "category",
        title: "Dokumentär",
        productId: "123",
        filters: { category: ["11"] },
        ranges: { durationMin: 10, durationMax: 60 },
      },
    });
  });

  it("reads an empty query string as the empty address", () => {
    expect(parseSearchAddress("")).toEqual({ ok: true, value: EMPTY_SEARCH_ADDRESS });
    expect(parseSearchAddress("?")).toEqual({ ok: true, value: EMPTY_SEARCH_ADDRESS });
  });

  it("accepts true and false in any case", () => {
    for (const text of ["true", "TRUE", "True", "tRuE"]) expect(parseSearchBoolean(text)).toBe(true);
    for (const text of ["false", "FALSE", "False"]) expect(parseSearchBoolean(text)).toBe(false);
  });

  it("reports any other boolean text as an error", () => {
    for (const text of ["", "1", "0", "yes", "truee", " true"]) {
      const result = parseSearchAddress(`listView=${encodeURIComponent(text)}`);
      expect(result).toEqual({
        ok: false,
        value: EMPTY_SEARCH_ADDRESS,
        errors: [{ param: "listView", value: text, code: "SEARCH.INVALID_BOOLEAN" }],
      });
    }
    const series = parseSearchAddress("series=ja&q=a");
    expect(series.ok).toBe(false);
    expect(series.value.q).toBe("a");
  });

  it("reports a page that is not a whole number and a scope other than 1 or 2", () => {
    const result = parseSearchAddress("page=2.5&scope=3");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((e) => e.code)).toEqual(["SEARCH.INVALID_PAGE", "SEARCH.INVALID_SCOPE"]);
      expect(result.value.page).toBeNull();
      expect(result.value.scope).toBeNull();
    }
  });

  it("keeps a page at or below 1 as written (the page rules reset it)", () => {
    expect(parseSearchAddress("page=0").value.page).toBe(0);
    expect(parseSearchAddress("page=-2").value.page).toBe(-2);
  });

  it("reads range keys as numbers and reports text", () => {
    const result = parseSearchAddress("durationMin=abc&durationMax=1e2", playKeys);
    expect(result.ok).toBe(false);
    expect(result.value.ranges).toEqual({ durationMax: 100 });
    if (!result.ok) expect(result.errors).toEqual([{ param: "durationMin", value: "abc", code: "SEARCH.INVALID_RANGE_VALUE" }]);
  });

  it("keeps only the app's filter keys when they are given", () => {
    const result = parseSearchAddress("category=11&utm_source=mail&language=sv&language=en", playKeys);
    expect(result.value.filters).toEqual({ category: ["11"], language: ["sv", "en"] });
  });

  it("keeps every other key as a list filter when no keys are given", () => {
    expect(parseSearchAddress("category=11&category=12&x=").value.filters).toEqual({ category: ["11", "12"], x: [""] });
  });

  it("uses the first value of a repeated single parameter", () => {
    expect(parseSearchAddress("q=a&q=b&page=2&page=x").value).toMatchObject({ q: "a", page: 2 });
  });

  it("treats keys like __proto__ and toString as ordinary filter keys", () => {
    const result = parseSearchAddress("__proto__=1&toString=2&constructor=3");
    expect(Object.keys(result.value.filters).sort()).toEqual(["__proto__", "constructor", "toString"]);
    expect(result.value.filters["toString"]).toEqual(["2"]);
    expect(serialiseSearchAddress(result.value)).toBe("?__proto__=1&constructor=3&toString=2");
  });

  it("decodes + and percent escapes", () => {
    expect(parseSearchAddress("q=r%C3%A4v+och+%C3%A4lg").value.q).toBe("räv och älg");
  });
});

describe("serialiseSearchAddress", () => {
  it("writes the default search link as listView=false&page=1&type=5", () => {
    expect(serialiseSearchAddress(DEFAULT_SEARCH_ADDRESS)).toBe("?listView=false&page=1&type=5");
  });

  it("writes nothing for the empty address", () => {
    expect(serialiseSearchAddress(EMPTY_SEARCH_ADDRESS)).toBe("");
  });

  it("writes keys in alphabetical order and repeated values in order", () => {
    const address: SearchAddress = {
      ...EMPTY_SEARCH_ADDRESS,
      q: "a b",
      type: ["6", "5"],
      filters: { subject: ["2", "1"] },
      ranges: { durationMin: 0 },
    };
    expect(serialiseSearchAddress(address)).toBe("?durationMin=0&q=a%20b&subject=2&subject=1&type=6&type=5");
  });

  it("never lets a filter overwrite a reserved parameter", () => {
    expect(serialiseSearchAddress({ ...EMPTY_SEARCH_ADDRESS, filters: { page: ["9"] }, ranges: { q: 3 } })).toBe("");
  });
});

const text = fc.string({ unit: "grapheme", maxLength: 12 });
const values = fc.array(text, { minLength: 1, maxLength: 3 });
const filterKey = fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }).filter((k) => !RESERVED_SEARCH_KEYS.includes(k));
const rangeValue = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ noNaN: true, noDefaultInfinity: true })).map((n) => n + 0);

const scalarParts = {
  q: fc.option(text),
  page: fc.option(fc.integer({ min: -5, max: 10_000 })),
  listView: fc.option(fc.boolean()),
  series: fc.option(fc.boolean()),
  scope: fc.option(fc.constantFrom(1 as const, 2 as const)),
  app: fc.option(text),
  type: fc.array(fc.constantFrom("5", "6", "29", "99", ""), { maxLength: 3 }),
  filter: fc.option(text),
  title: fc.option(text),
  productId: fc.option(text),
};

describe("search address round trip", () => {
  it("parses back what it serialises, without app filter keys", () => {
    fc.assert(
      fc.property(fc.record({ ...scalarParts, filters: fc.dictionary(filterKey, values), ranges: fc.constant({}) }), (address) => {
        expect(parseSearchAddress(serialiseSearchAddress(address))).toEqual({ ok: true, value: address });
      }),
    );
  });

  it("parses back what it serialises, with the app's list and range keys", () => {
    const withKeys = fc.uniqueArray(filterKey, { minLength: 2, maxLength: 6 }).chain((keys) => {
      const cut = Math.floor(keys.length / 2);
      const listKeys = keys.slice(0, cut);
      const rangeKeys = keys.slice(cut);
      return fc.record({
        keys: fc.constant<SearchFilterKeys>({ listKeys, rangeKeys }),
        address: fc.record({
          ...scalarParts,
          filters: listKeys.length ? fc.dictionary(fc.constantFrom(...listKeys), values) : fc.constant({}),
          ranges: fc.dictionary(fc.constantFrom(...rangeKeys), rangeValue),
        }),
      });
    });
    fc.assert(
      fc.property(withKeys, ({ keys, address }) => {
        expect(parseSearchAddress(serialiseSearchAddress(address), keys)).toEqual({ ok: true, value: address });
      }),
    );
  });

  it("is stable: serialising a parsed address gives the same text again", () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const once = serialiseSearchAddress(parseSearchAddress(search).value);
        expect(serialiseSearchAddress(parseSearchAddress(once).value)).toBe(once);
      }),
    );
  });
});

describe("filterKeysOf", () => {
  it("takes the query keys of checkbox, tree and range filters", () => {
    expect(
      filterKeysOf([
        { kind: "CHECKBOX", queryKey: "category" },
        { kind: "TREE", queryKey: "subject" },
        { kind: "RANGE", minQueryKey: "durationMin", maxQueryKey: "durationMax" },
        { kind: "CHECKBOX", queryKey: "type" },
      ]),
    ).toEqual({ listKeys: ["category", "subject"], rangeKeys: ["durationMin", "durationMax"] });
  });
});
