import { describe, expect, it } from "vitest";
import { APP_ORDER } from "../../src/domain/access/licence";
import { RESERVED_SEARCH_KEYS, filterKeysOf } from "../../src/domain/search-address/search-address";
import { KINDS_BY_APP } from "../catalogue/catalogue-product";
import { PLAY_CATEGORIES } from "./search-categories";
import { RANGE_FILTERS, SEARCH_FILTER_LAYOUT, categoryOptions, typeOptions } from "./search-taxonomy";

const sorted = (values: readonly string[]) => [...values].sort();

describe("the search taxonomy (SPEC §2 category tabs, §9 type and category values)", () => {
  it("splits Play's kinds among the category tabs after 'All films' (11), each kind in exactly one tab", () => {
    const [all, ...tabs] = PLAY_CATEGORIES;
    expect(all).toMatchObject({ value: 11, kinds: null });
    expect(sorted(tabs.flatMap((tab) => tab.kinds ?? []))).toEqual(sorted(KINDS_BY_APP.play));
  });

  it("gives every app the type 5 first and one option per kind group, covering each of its kinds exactly once", () => {
    for (const app of APP_ORDER) {
      const [all, ...types] = typeOptions(app);
      expect(all, app).toMatchObject({ value: 5, title: "Alla", kinds: null });
      expect(sorted(types.flatMap((type) => type.kinds ?? [])), app).toEqual(sorted(KINDS_BY_APP[app]));
      expect(new Set(types.map((type) => type.value)).size, app).toBe(types.length);
    }
    // SPEC §9: type 6 is audio (it hides the language and subtitle filters): Play's radio and podcasts.
    expect(typeOptions("play").find((type) => type.value === 6)?.kinds).toEqual(["radio", "podcast"]);
  });

  it("gives category tabs to Play only", () => {
    expect(categoryOptions("boka")).toEqual([]);
    expect(categoryOptions("lashornan")).toEqual([]);
  });

  it("names every filter by a key of its own that the search address does not reserve (type aside)", () => {
    for (const app of APP_ORDER) {
      const sources = SEARCH_FILTER_LAYOUT[app].flatMap((set) =>
        set.filters.map((f) =>
          f.kind === "RANGE" ? { kind: "RANGE" as const, ...RANGE_FILTERS[f.facet] } : { kind: "CHECKBOX" as const, queryKey: f.queryKey },
        ),
      );
      const { listKeys, rangeKeys } = filterKeysOf(sources);
      const keys = [...listKeys, ...rangeKeys];
      expect(new Set(keys).size, app).toBe(keys.length);
      expect(
        keys.filter((key) => RESERVED_SEARCH_KEYS.includes(key)),
        app,
      ).toEqual([]);
      // Every key but the type filter's reaches the address as a filter key.
      expect(keys.length, app).toBe(sources.reduce((n, s) => n + (s.kind === "RANGE" ? 2 : 1), 0) - 1);
    }
  });
});
