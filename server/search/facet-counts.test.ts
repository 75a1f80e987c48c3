import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_ORDER, type AppSlug } from "../../src/domain/access/licence";
import { createTestApp, type TestApp } from "../testing/test-app";
import { appOf, filtersOf, idsOf, searchClient, type AppResult, type Params } from "./product-search.test-helper";

/**
 * Issue 9: facet counts are disjunctive — a filter's own choices never shrink its own counts — and
 * exact: a checkbox option's count (a tree node's too) is the number of products the search finds
 * with that option alone chosen in its filter and every other filter as it is. And paging covers
 * every result exactly once. Checked on the small demo catalogue with generated choices.
 */

const TEXTS = ["", "", "historia", "kroppen", "film", "vänskap", "matematk", "😀"];

describe("the product search's facet counts and pages (openapi searchProducts)", () => {
  let t: TestApp;
  let client: ReturnType<typeof searchClient>;
  /** Every app's unfiltered options (getSearchPage's counts), to draw choices from. */
  let options: Map<AppSlug, Map<string, string[]>>;

  beforeAll(async () => {
    t = await createTestApp({ catalogue: "small" });
    client = searchClient(t);
    const plain = await client.search();
    options = new Map(
      plain.apps.map((app) => [
        app.appName,
        new Map(
          filtersOf(app).flatMap((f) => {
            if (f.kind === "CHECKBOX") return [[f.queryKey, f.options.map((o) => o.value)] as const];
            if (f.kind === "TREE") return [[f.queryKey, f.options.map((node) => node.id)] as const];
            return [];
          }),
        ),
      ]),
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  /** A search of one app: a text, some values of some of its filters, perhaps a duration range. */
  const searches = fc.constantFrom(...APP_ORDER).chain((app) => {
    const keys = [...(options.get(app) ?? new Map<string, string[]>()).entries()].filter(([, values]) => values.length > 0);
    const choice = fc
      .constantFrom(...keys)
      .chain(([key, values]) =>
        fc
          .subarray(values, { minLength: 1, maxLength: Math.min(values.length, key === "subject" ? 1 : 3) })
          .map((chosen) => chosen.map((value) => [key, value] as const)),
      );
    return fc.record({
      app: fc.constant(app),
      text: fc.constantFrom(...TEXTS),
      choices: fc.array(choice, { maxLength: 3 }).map((lists) => lists.flat()),
      range: fc.option(fc.tuple(fc.constantFrom("minDuration", "maxDuration"), fc.integer({ min: 0, max: 80 })), { nil: null }),
    });
  });

  const paramsOf = (
    search: { app: AppSlug; text: string; choices: ReadonlyArray<readonly [string, string]> },
    range: readonly [string, number] | null,
  ) => {
    const params: [string, string | number][] = [["app", search.app], ...search.choices.map(([k, v]) => [k, v] as [string, string])];
    if (search.text) params.push(["q", search.text]);
    if (range) params.push([range[0], range[1]]);
    return params;
  };

  it("counts each shown checkbox option and tree node as the total found with that option alone chosen in its filter", async () => {
    await fc.assert(
      fc.asyncProperty(searches, fc.nat(), async (search, pick) => {
        const params = paramsOf(search, search.range);
        const app: AppResult = appOf(await client.search(params), search.app);
        const shown = filtersOf(app).flatMap((f) => {
          if (f.kind === "CHECKBOX") return f.options.map((o) => ({ key: f.queryKey, value: o.value, count: o.count }));
          if (f.kind === "TREE") return f.options.map((node) => ({ key: f.queryKey, value: node.id, count: node.count ?? -1 }));
          return [];
        });
        // A few options a run (every one would be hundreds of calls): drawn from the generated number.
        for (const { key, value, count } of [0, 1, 2].map((i) => shown[(pick + i * 7919) % shown.length]!)) {
          const alone: Params = [...params.filter(([k]) => k !== key), [key, value]];
          const total = appOf(await client.search(alone), search.app).results.totalItems;
          expect(count, `${key}=${value} of ${JSON.stringify(params)}`).toBe(total);
        }
        // The totals agree with the count call, and a chosen filter keeps its own options' counts.
        expect(await client.count(params)).toBe(app.results.totalItems);
      }),
      { numRuns: 25 },
    );
  }, 240_000);

  it("counts type 6 without the language choices it sets aside, and the other types with them (SPEC §9)", async () => {
    const base: Params = [
      ["app", "play"],
      ["language", "en"],
      ["subtitle", "sv"],
      ["audience", "Högstadiet"],
    ];
    for (const chosen of [["6"], ["7"], ["6", "7"], []]) {
      const params: Params = [...base, ...chosen.map((type) => ["type", type] as const)];
      const type = filtersOf(appOf(await client.search(params), "play")).find((f) => f.kind === "CHECKBOX" && f.queryKey === "type");
      for (const option of type?.kind === "CHECKBOX" ? type.options : []) {
        const alone = appOf(await client.search([...base, ["type", option.value]]), "play").results.totalItems;
        expect(option.count, `type ${option.value} with ${chosen.join("+") || "none"} chosen`).toBe(alone);
      }
    }
  });

  it("never lets a filter's own choice shrink its counts: they are those of the search without that filter", async () => {
    await fc.assert(
      fc.asyncProperty(searches, async (search) => {
        const params = paramsOf(search, null);
        const keys = [...new Set(search.choices.map(([key]) => key))];
        const app = appOf(await client.search(params), search.app);
        for (const key of keys) {
          const without = appOf(await client.search(params.filter(([k]) => k !== key)), search.app);
          const countsOf = (result: AppResult) =>
            filtersOf(result).flatMap((f) =>
              f.kind === "CHECKBOX" && f.queryKey === key
                ? f.options.map((o) => [o.value, o.count])
                : f.kind === "TREE" && f.queryKey === key
                  ? f.options.map((n) => [n.id, n.count])
                  : [],
            );
          // Options chosen but found nowhere are added with 0 (so they can be undone); the rest agree.
          const withChoice = countsOf(app).filter(([, count]) => count !== 0);
          expect(withChoice, key).toEqual(countsOf(without).filter(([, count]) => count !== 0));
        }
      }),
      { numRuns: 15 },
    );
  }, 240_000);

  it("pages through every result exactly once, in either order, whatever the page size", async () => {
    await fc.assert(
      fc.asyncProperty(searches, fc.integer({ min: 5, max: 40 }), fc.constantFrom("relevance", "latest"), async (search, limit, sort) => {
        const params: Params = [...paramsOf(search, null), ["sort", sort], ["limit", limit]];
        const first = appOf(await client.search(params), search.app);
        const total = first.results.totalItems;
        const seen: number[] = idsOf(first);
        for (let page = 2; (page - 1) * limit < total && page <= 12; page += 1) {
          seen.push(...idsOf(appOf(await client.search([...params, ["page", page]]), search.app)));
        }
        const expected = Math.min(total, 12 * limit);
        expect(seen).toHaveLength(expected);
        expect(new Set(seen).size).toBe(expected);
        if (total <= 12 * limit) {
          const everything = appOf(await client.search([...paramsOf(search, null), ["limit", 100]]), search.app);
          if (total <= 100) expect([...seen].sort((a, b) => a - b)).toEqual(idsOf(everything).sort((a, b) => a - b));
        }
      }),
      { numRuns: 15 },
    );
  }, 240_000);
});
