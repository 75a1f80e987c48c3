import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";
import { appOf, idsOf, searchClient, visitorOracle, type AppResult, type SearchResponse } from "./product-search.test-helper";

const OPEN = { max: 1_000, windowMs: 60_000 };
const TEACHER = "larare@skolmedia.test";
const STUDENT = "elev@skolmedia.test";

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe("the product search's rules on the small demo catalogue (openapi searchProducts, searchProductsInScope, countProducts)", () => {
  let t: TestApp;
  let client: ReturnType<typeof searchClient>;
  let oracle: ReturnType<typeof visitorOracle>;

  beforeAll(async () => {
    t = await createTestApp({ catalogue: "small", loginLimits: { account: OPEN, address: OPEN, passcodeSend: OPEN } });
    client = searchClient(t);
    oracle = visitorOracle(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const tokenWith = async (email: string, set: string, params: unknown[]) => {
    await t.db.query(`UPDATE users SET ${set} WHERE email = $1`, [email, ...params]);
    return (await loginAs(t.app, email)).accessToken;
  };
  const allIds = async (params: ReadonlyArray<readonly [string, string | number]>, app: AppResult["appName"], token?: string) =>
    idsOf(appOf(await client.search([...params, ["app", app], ["limit", 100]], token ? { token } : {}), app));

  it("answers a visitor every app in the order Play, Boka, Läshörnan, 36 products a page, newest first without a text", async () => {
    const body = await client.search();
    expect(body.apps.map((app) => app.appName)).toEqual(["play", "boka", "lashornan"]);
    expect(body.sort).toBe("latest");
    for (const app of body.apps) {
      const total = await oracle.count("p.app = $1", [app.appName]);
      expect(app.results.totalItems, app.appName).toBe(total);
      expect(app.results.items).toHaveLength(Math.min(36, total));
      expect(app.results.offset).toBe(0);
      const years = app.results.items.map((item) => item.prodyear ?? 0);
      expect(years).toEqual([...years].sort((a, b) => b - a));
    }
    const second = appOf(await client.search([["page", 2]]), "play");
    expect(second.results.offset).toBe(36);
  });

  it("answers only the app asked for, and only apps the licence opens (SPEC §6): an app outside it gets no entry and counts 0", async () => {
    const playOnly = await tokenWith(TEACHER, "license = $2", [2]);
    expect((await client.search([["app", "boka"]], { token: playOnly })).apps).toEqual([]);
    expect(await client.count([["app", "boka"]], { token: playOnly })).toBe(0);
    expect((await client.search([], { token: playOnly })).apps.map((app) => app.appName)).toEqual(["play"]);
    expect((await client.search([["app", "lashornan"]])).apps.map((app) => app.appName)).toEqual(["lashornan"]);
    await tokenWith(TEACHER, "license = $2", [8]);
  });

  it("hides products restricted above the user's age (SPEC §6): a visitor counts as 15, a 10-year-old sees neither 11 nor 15", async () => {
    const restricted = "p.app = 'play' AND p.age_restriction IS NOT NULL";
    const visitorIds = await allIds([], "play");
    expect(visitorIds).toEqual(expect.arrayContaining(await oracle.ids(restricted)));
    expect(await oracle.ids(restricted)).not.toEqual([]);
    const young = await tokenWith(STUDENT, "year_of_birth = $2", [2016]);
    const youngIds = await allIds([], "play", young);
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM products WHERE age_restriction IS NOT NULL");
    expect(youngIds.filter((id) => rows.some((row) => row.id === id))).toEqual([]);
    // Also when the text names them: "Förintelsen i närbild" is restricted from 15.
    const found = await client.search([["q", "Förintelsen i närbild"]], { token: young });
    expect(appOf(found, "play").results.items.map((item) => item.title)).not.toContain("Förintelsen i närbild");
    expect(appOf(await client.search([["q", "Förintelsen i närbild"]]), "play").results.items[0]?.title).toBe("Förintelsen i närbild");
    await tokenWith(STUDENT, "year_of_birth = $2", [2012]);
  });

  it("scopes the results to the reseller: a visitor's reseller parameter, a signed-in user's token reseller (SPEC §1)", async () => {
    const sliOwn = await t.db.query<{ id: number }>(
      "SELECT id FROM products WHERE 'sli' = ANY (reseller_slugs) AND app = 'play' AND search_scope = 1 AND (age_restriction IS NULL OR age_restriction <= 15)",
    );
    const own = sliOwn.rows.map((row) => row.id);
    expect(own.length, "the demo catalogue has sli's own products").toBeGreaterThan(0);
    const sliIds = await allIds([["reseller", "sli"]], "play");
    expect(sliIds).toEqual(expect.arrayContaining(own));
    const sliTotal = appOf(
      await client.search([
        ["reseller", "sli"],
        ["app", "play"],
      ]),
      "play",
    ).results.totalItems;
    expect(sliTotal).toBe((await oracle.count("p.app = 'play'")) + own.length);
    // SPEC §1: an unknown reseller is member, which does not see sli's own products.
    expect((await allIds([["reseller", "no-such-reseller"]], "play")).filter((id) => own.includes(id))).toEqual([]);
    // A member teacher asking for sli's catalogue still searches member's.
    const teacher = await tokenWith(TEACHER, "search_scope = $2", [1]);
    expect((await allIds([["reseller", "sli"]], "play", teacher)).filter((id) => own.includes(id))).toEqual([]);
  });

  it("searches scope 1 or 2: the path's, else the query's, else the token's (SPEC §7: scope 2 adds more)", async () => {
    const scope2 = await t.db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM products WHERE search_scope = 2 AND app = 'play' AND cardinality(reseller_slugs) = 0 AND (age_restriction IS NULL OR age_restriction <= 15)",
    );
    expect(scope2.rows[0]!.n).toBeGreaterThan(0);
    const one = appOf(await client.search([["app", "play"]], { scope: 1 }), "play").results.totalItems;
    const two = appOf(await client.search([["app", "play"]], { scope: 2 }), "play").results.totalItems;
    expect(two).toBe(one + scope2.rows[0]!.n);
    expect(
      appOf(
        await client.search([
          ["app", "play"],
          ["scope", "2"],
        ]),
        "play",
      ).results.totalItems,
    ).toBe(two);
    expect(await client.count([["app", "play"]], { scope: 2 })).toBe(two);
    const token = await tokenWith(TEACHER, "search_scope = $2", [2]);
    expect(appOf(await client.search([["app", "play"]], { token }), "play").results.totalItems).toBeGreaterThanOrEqual(two);
    await tokenWith(TEACHER, "search_scope = $2", [1]);
  });

  it("orders by relevance with a text and by latest on request, ties by id, so every page follows the last", async () => {
    const relevance = appOf(
      await client.search([
        ["q", "vikingatiden"],
        ["app", "play"],
      ]),
      "play",
    ).results.items;
    expect(relevance[0]?.title.toLowerCase()).toContain("vikingatiden");
    const latest = await client.search([
      ["q", "vikingatiden"],
      ["sort", "latest"],
      ["app", "play"],
    ]);
    expect(latest.sort).toBe("latest");
    const keys = appOf(latest, "play").results.items.map((item) => [item.prodyear ?? 0, item.id] as const);
    const expected = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(keys).toEqual(expected);
    expect(sorted(keys.map(([, id]) => id))).toEqual(sorted(relevance.map((item) => item.id)));
  });

  it("counts what the search finds: countProducts equals totalItems for the same request", async () => {
    const requests: ReadonlyArray<ReadonlyArray<readonly [string, string | number]>> = [
      [["app", "play"]],
      [
        ["app", "play"],
        ["q", "kroppen"],
        ["type", 7],
      ],
      [
        ["app", "lashornan"],
        ["minPages", 100],
        ["language", "sv"],
      ],
      [
        ["app", "boka"],
        ["format", "DVD"],
        ["format", "Bok"],
      ],
      [["q", "historia"]],
    ];
    for (const params of requests) {
      const body: SearchResponse = await client.search(params, { scope: 2 });
      const total = body.apps.reduce((sum, app) => sum + app.results.totalItems, 0);
      expect(await client.count(params, { scope: 2 }), JSON.stringify(params)).toBe(total);
    }
  });
});
