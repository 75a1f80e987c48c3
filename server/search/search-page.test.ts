import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "../../src/contract/api.gen";
import { compileSchema, createAjv } from "../http/openapi-ajv";
import { loadOpenApiDocument } from "../http/openapi-document";
import { bearer, loginAs } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";

type SearchPage = components["schemas"]["SearchPage"];
type SearchApp = SearchPage["apps"][number];
type Filter = components["schemas"]["Filter"];
type CheckboxFilter = components["schemas"]["CheckboxFilter"];
type RangeFilter = components["schemas"]["RangeFilter"];
type TreeFilter = components["schemas"]["TreeFilter"];

const isSearchPage = compileSchema(createAjv(loadOpenApiDocument(), "response"), { $ref: "#/components/schemas/SearchPage" });
const OPEN = { max: 1_000, windowMs: 60_000 };
const TEACHER = "larare@skolmedia.test";

const filtersOf = (app: SearchApp): Filter[] => app.filters.flatMap((set) => set.filters);
const checkbox = (app: SearchApp, queryKey: string) =>
  filtersOf(app).find((f): f is CheckboxFilter => f.kind === "CHECKBOX" && f.queryKey === queryKey);
const ranges = (app: SearchApp) => filtersOf(app).filter((f): f is RangeFilter => f.kind === "RANGE");
const tree = (app: SearchApp) => filtersOf(app).find((f): f is TreeFilter => f.kind === "TREE");
const countOf = (filter: CheckboxFilter | undefined, value: string) => filter?.options.find((o) => o.value === value)?.count;

describe("the search page set-up on the demo catalogue (openapi getSearchPage; SPEC §2, §3, §6, §9)", () => {
  let t: TestApp;

  beforeAll(async () => {
    // Several logins of one account: the per-account login limit would stop the licence table.
    t = await createTestApp({ catalogue: "small", loginLimits: { account: OPEN, address: OPEN, passcodeSend: OPEN } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const page = async (query = "", token?: string): Promise<SearchPage> => {
    const response = await t.app.inject({ method: "GET", url: `/v1/pages/search${query}`, headers: token ? bearer(token) : {} });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SearchPage>();
    expect(isSearchPage(body), JSON.stringify(isSearchPage.errors)).toBe(true);
    return body;
  };
  const appOf = (body: SearchPage, name: SearchApp["appName"]) => {
    const found = body.apps.find((app) => app.appName === name);
    if (!found) throw new Error(`no ${name} in ${body.apps.map((app) => app.appName).join(", ")}`);
    return found;
  };
  const tokenWith = async (license: number, searchScope = 1) => {
    await t.db.query("UPDATE users SET license = $1, search_scope = $2 WHERE email = $3", [license, searchScope, TEACHER]);
    return (await loginAs(t.app, TEACHER)).accessToken;
  };
  // A direct count of what a visitor of member may find (age 15, scope 1): the oracle of the counts.
  const visitorCount = async (where: string, params: unknown[] = []) => {
    const sql = `SELECT count(*)::integer AS n FROM products
      WHERE (cardinality(reseller_slugs) = 0 OR 'member' = ANY (reseller_slugs)) AND search_scope = 1
        AND (age_restriction IS NULL OR age_restriction <= 15) AND ${where}`;
    return (await t.db.query<{ n: number }>(sql, params)).rows[0]?.n;
  };

  it("gives a visitor all three apps in the fixed order Play, Boka, Läshörnan, with page size 36 and default type 5", async () => {
    const body = await page();
    expect(body.apps.map((app) => [app.appName, app.title])).toEqual([
      ["play", "Play"],
      ["boka", "Boka"],
      ["lashornan", "Läshörnan"],
    ]);
    expect(body).toMatchObject({ pageSize: 36, defaultType: 5 });
  });

  it("opens the apps of the user's licence only, still in the fixed order (SPEC §6 licence mapping)", async () => {
    const expected: Record<number, string[]> = {
      1: [],
      2: ["play"],
      3: ["lashornan"],
      4: ["boka"],
      5: ["play", "lashornan"],
      6: ["play", "boka"],
      7: ["boka", "lashornan"],
      8: ["play", "boka", "lashornan"],
    };
    for (const [license, apps] of Object.entries(expected)) {
      const body = await page("", await tokenWith(Number(license)));
      expect(
        body.apps.map((app) => app.appName),
        `licence ${license}`,
      ).toEqual(apps);
    }
    await tokenWith(8);
  });

  it("gives Play the category tabs of SPEC §2 and the book apps none", async () => {
    const body = await page();
    expect(appOf(body, "play").categories.map((c) => c.title)).toEqual([
      "Alla filmer",
      "Klipp",
      "Filmer",
      "Dokumentärer",
      "Serier",
      "Radio & poddar",
      "Debatt & föreläsningar",
    ]);
    expect(appOf(body, "boka").categories).toEqual([]);
    expect(appOf(body, "lashornan").categories).toEqual([]);
  });

  it("preselects category 11 and type 5 and nothing else, and no filter set is active yet (SPEC §9)", async () => {
    for (const app of (await page()).apps) {
      const selected = filtersOf(app).flatMap((f) =>
        f.kind === "CHECKBOX" ? f.options.filter((o) => o.isSelected).map((o) => `${f.queryKey}=${o.value}`) : [],
      );
      expect(selected, app.appName).toEqual(app.appName === "play" ? ["category=11", "type=5"] : ["type=5"]);
      expect(
        app.filters.map((set) => set.isActive),
        app.appName,
      ).not.toContain(true);
    }
  });

  it("adds the type option 99 'Serier' in Play only, counting the series' episodes", async () => {
    const body = await page();
    const playType = checkbox(appOf(body, "play"), "type");
    expect(playType?.options.at(-1)).toMatchObject({ value: "99", title: "Serier", isSelected: false });
    expect(countOf(playType, "99")).toBe(await visitorCount("app = 'play' AND series_id IS NOT NULL"));
    for (const name of ["boka", "lashornan"] as const) expect(countOf(checkbox(appOf(body, name), "type"), "99"), name).toBeUndefined();
  });

  it("caps every range at 70 and starts it at a step, Play's duration at 0 to 70 minutes ('more than 1 hour')", async () => {
    const body = await page();
    const duration = ranges(appOf(body, "play")).find((r) => r.minQueryKey === "minDuration");
    // The clips start at 1 minute (SPEC §9: a min of 1 becomes 0), the films run past two hours.
    expect(duration).toMatchObject({ unit: "TIME", min: 0, max: 70, minValue: 0, maxValue: 70, stepSize: 10 });
    for (const app of body.apps) {
      for (const range of ranges(app)) {
        expect(range.max, `${app.appName} ${range.title}`).toBeLessThanOrEqual(70);
        expect(range.min % range.stepSize, `${app.appName} ${range.title}`).toBe(0);
        expect([range.minValue, range.maxValue]).toEqual([range.min, range.max]);
      }
    }
    expect(ranges(appOf(body, "lashornan")).map((r) => r.unit)).toEqual(["TIME", "PAGES"]);
  });

  it("counts each type, category and catalogue value as a direct COUNT on the catalogue does", async () => {
    // A value listed twice in one product (imported data) still counts that product once.
    await t.db.query("UPDATE products SET audience = audience || audience WHERE id = (SELECT min(id) FROM products WHERE app = 'boka')");
    const body = await page();
    const play = appOf(body, "play");
    expect(countOf(checkbox(play, "category"), "11")).toBe(await visitorCount("app = 'play'"));
    expect(countOf(checkbox(play, "category"), "16")).toBe(await visitorCount("app = 'play' AND kind IN ('radio', 'podcast')"));
    expect(countOf(checkbox(play, "category"), "17")).toBe(await visitorCount("app = 'play' AND kind IN ('debate', 'lecture')"));
    expect(countOf(checkbox(play, "type"), "6")).toBe(await visitorCount("app = 'play' AND kind IN ('radio', 'podcast')"));
    expect(countOf(checkbox(play, "language"), "sv")).toBe(await visitorCount("app = 'play' AND 'sv' = ANY (spoken_languages)"));
    expect(countOf(checkbox(play, "subtitle"), "sv")).toBe(await visitorCount("app = 'play' AND 'sv' = ANY (subtitle_languages)"));
    const lashornan = appOf(body, "lashornan");
    expect(countOf(checkbox(lashornan, "type"), "5")).toBe(await visitorCount("app = 'lashornan'"));
    expect(countOf(checkbox(lashornan, "type"), "8")).toBe(await visitorCount("app = 'lashornan' AND kind = 'ebook'"));
    for (const app of body.apps) {
      for (const option of checkbox(app, "audience")?.options ?? []) {
        expect(option.count, `${app.appName} ${option.value}`).toBe(
          await visitorCount("app = $1 AND $2 = ANY (audience)", [app.appName, option.value]),
        );
      }
      for (const option of checkbox(app, "supplier")?.options ?? []) {
        expect(option.count, `${app.appName} ${option.value}`).toBe(
          await visitorCount("app = $1 AND supplier = $2", [app.appName, option.value]),
        );
      }
    }
    const formats = checkbox(appOf(body, "boka"), "format")?.options ?? [];
    expect(formats.length).toBeGreaterThan(0);
    for (const option of formats)
      expect(option.count, option.value).toBe(await visitorCount("app = 'boka' AND media_format = $1", [option.value]));
  });

  it("lists the subjects as a tree under one root, counting a product once under every subject above it", async () => {
    const play = appOf(await page(), "play");
    const subjects = tree(play);
    const root = subjects?.options.find((node) => node.parent === null);
    expect(root).toMatchObject({ id: "0", title: "Alla ämnen", hasChildren: true, count: await visitorCount("app = 'play'") });
    expect(subjects?.selectedPath).toEqual([root]);
    expect(subjects?.children.length).toBeGreaterThan(0);
    expect(subjects?.children.every((node) => node.parent === "0")).toBe(true);
    const underSubject = "app = 'play' AND EXISTS (SELECT 1 FROM subjects s WHERE s.id = ANY (subject_ids) AND $1::integer = ANY (s.path))";
    for (const node of subjects?.children ?? []) expect(node.count, node.title).toBe(await visitorCount(underSubject, [Number(node.id)]));
    const leaf = subjects?.options.find((node) => !node.hasChildren && node.parent !== "0");
    expect(leaf?.count).toBe(await visitorCount(underSubject, [Number(leaf?.id)]));
  });

  it("counts only what the user may find: age limits (SPEC §6), the reseller's products (SPEC §1) and the search scope", async () => {
    const total = async (query: string, token?: string) => countOf(checkbox(appOf(await page(query, token), "play"), "type"), "5");
    const restricted15 = await visitorCount("app = 'play' AND age_restriction = 15");
    expect(restricted15, "the demo catalogue has products from 15").toBeGreaterThan(0);
    // elev@ was born in 2012: 14 on the test clock's 1 September 2026, so the products from 15 are hidden.
    const student = (await loginAs(t.app, "elev@skolmedia.test")).accessToken;
    expect(await total("", student)).toBe((await visitorCount("app = 'play'"))! - restricted15!);

    const sliOnly = "app = 'play' AND 'sli' = ANY (reseller_slugs)";
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM products WHERE ${sliOnly} AND search_scope = 1 AND (age_restriction IS NULL OR age_restriction <= 15)`,
    );
    expect(rows[0]?.n, "the demo catalogue has sli's own products").toBeGreaterThan(0);
    expect(await total("?reseller=sli")).toBe((await total("?reseller=member"))! + rows[0]!.n);
    // SPEC §1: an unknown reseller is member.
    expect(await total("?reseller=ingen-sadan")).toBe(await total("?reseller=member"));

    // larare@ (born 1984) is past every age limit: the same teacher in scope 1 and in scope 2.
    const scope2Only = await t.db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM products WHERE app = 'play' AND search_scope = 2 AND cardinality(reseller_slugs) = 0",
    );
    expect(scope2Only.rows[0]?.n, "the demo catalogue has scope-2 products").toBeGreaterThan(0);
    const scope1Total = await total("", await tokenWith(8, 1));
    expect(await total("", await tokenWith(8, 2))).toBe(scope1Total! + scope2Only.rows[0]!.n);
    await tokenWith(8, 1);
  });
});

describe("the search page set-up on an empty catalogue", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it("still answers every app with zero counts, no range to slide and the subjects root alone", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/pages/search" });
    expect(response.statusCode).toBe(200);
    const body = response.json<SearchPage>();
    expect(isSearchPage(body), JSON.stringify(isSearchPage.errors)).toBe(true);
    for (const app of body.apps) {
      expect(ranges(app), app.appName).toEqual([]);
      expect(
        filtersOf(app)
          .flatMap((f) => (f.kind === "CHECKBOX" ? f.options.map((o) => o.count) : []))
          .every((n) => n === 0),
      ).toBe(true);
      const subjects = tree(app);
      expect(subjects?.options.map((node) => node.id)).toEqual(["0"]);
      expect(subjects?.children).toEqual([]);
    }
  });
});
