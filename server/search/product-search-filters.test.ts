import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import {
  appOf,
  checkboxOf,
  filtersOf,
  idsOf,
  rangeOf,
  searchClient,
  treeOf,
  visitorOracle,
  type AppResult,
} from "./product-search.test-helper";

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const selected = (app: AppResult, key: string) =>
  checkboxOf(app, key)
    ?.options.filter((o) => o.isSelected)
    .map((o) => o.value);

describe("the product search's filters on the small demo catalogue (openapi searchProducts; SPEC §3, §5, §9)", () => {
  let t: TestApp;
  let client: ReturnType<typeof searchClient>;
  let oracle: ReturnType<typeof visitorOracle>;

  beforeAll(async () => {
    t = await createTestApp({ catalogue: "small" });
    client = searchClient(t);
    oracle = visitorOracle(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("takes several types at once (a checkbox): any of them; 99 is Play's series episodes; 29 and series=true keep Play's series only", async () => {
    const audioAndBooks = await client.search([
      ["type", 6],
      ["type", 8],
    ]);
    expect(appOf(audioAndBooks, "play").results.totalItems).toBe(await oracle.count("p.app = 'play' AND p.kind IN ('radio', 'podcast')"));
    expect(appOf(audioAndBooks, "lashornan").results.totalItems).toBe(await oracle.count("p.app = 'lashornan' AND p.kind = 'ebook'"));
    expect(appOf(audioAndBooks, "boka").results.totalItems).toBe(0);
    expect(selected(appOf(audioAndBooks, "play"), "type")).toEqual(["6"]);
    expect(selected(appOf(audioAndBooks, "lashornan"), "type")).toEqual(["8"]);
    const episodes = await oracle.count("p.app = 'play' AND p.series_id IS NOT NULL");
    expect(appOf(await client.search([["type", 99]]), "play").results.totalItems).toBe(episodes);
    for (const params of [
      [["type", 29]],
      [["series", "TRUE"]],
      [
        ["series", "True"],
        ["type", 5],
      ],
    ] as const) {
      const body = await client.search(params);
      expect(appOf(body, "play").results.totalItems, JSON.stringify(params)).toBe(episodes);
      expect(appOf(body, "boka").results.totalItems).toBe(await oracle.count("p.app = 'boka'"));
    }
    expect(appOf(await client.search([["series", "false"]]), "play").results.totalItems).toBe(await oracle.count("p.app = 'play'"));
    // 5 with anything is everything.
    expect(
      appOf(
        await client.search([
          ["type", 5],
          ["type", 6],
        ]),
        "play",
      ).results.totalItems,
    ).toBe(await oracle.count("p.app = 'play'"));
  });

  it("preselects category 11 and type 5 when nothing is chosen, and narrows by category in Play only (SPEC §9)", async () => {
    const plain = await client.search();
    expect(selected(appOf(plain, "play"), "category")).toEqual(["11"]);
    expect(selected(appOf(plain, "play"), "type")).toEqual(["5"]);
    expect(appOf(plain, "play").filters.every((set) => !set.isActive)).toBe(true);
    const clips = await client.search([["category", 12]]);
    expect(appOf(clips, "play").results.totalItems).toBe(await oracle.count("p.app = 'play' AND p.kind = 'clip'"));
    expect(appOf(clips, "boka").results.totalItems).toBe(await oracle.count("p.app = 'boka'"));
    expect(selected(appOf(clips, "play"), "category")).toEqual(["12"]);
    expect(appOf(clips, "play").filters.find((set) => set.title === "Kategori")?.isActive).toBe(true);
    expect(appOf(await client.search([["category", 11]]), "play").filters.find((set) => set.title === "Kategori")?.isActive).toBe(false);
    // Play's type filter keeps its 99 'Serier'.
    expect(checkboxOf(appOf(plain, "play"), "type")?.options.at(-1)).toMatchObject({ value: "99", title: "Serier" });
  });

  it("hides the language and subtitle filters for type 6 alone and ignores their values then (SPEC §9)", async () => {
    const keys = (app: AppResult) => filtersOf(app).flatMap((f) => (f.kind === "RANGE" ? [] : [f.queryKey]));
    const audio = appOf(
      await client.search([
        ["type", 6],
        ["language", "xx"],
        ["subtitle", "xx"],
      ]),
      "play",
    );
    expect(keys(audio)).not.toContain("language");
    expect(keys(audio)).not.toContain("subtitle");
    expect(audio.results.totalItems).toBe(await oracle.count("p.app = 'play' AND p.kind IN ('radio', 'podcast')"));
    const video = appOf(
      await client.search([
        ["type", 6],
        ["type", 7],
        ["language", "en"],
      ]),
      "play",
    );
    expect(keys(video)).toContain("language");
    expect(video.results.totalItems).toBe(await oracle.count("p.app = 'play' AND 'en' = ANY (p.spoken_languages)"));
  });

  it("finds under a subject node everything filed under it or below it, and shows the chosen node's path", async () => {
    const { rows } = await t.db.query<{ id: number; title: string }>("SELECT id, title FROM subjects WHERE title = 'Historia'");
    const history = rows[0]!;
    const body = await client.search([
      ["subject", history.id],
      ["app", "play"],
      ["limit", 100],
    ]);
    const under = "EXISTS (SELECT 1 FROM subjects s WHERE s.id = ANY (p.subject_ids) AND $1::integer = ANY (s.path))";
    expect(sorted(idsOf(appOf(body, "play")))).toEqual(await oracle.ids(`p.app = 'play' AND ${under}`, [history.id]));
    expect(treeOf(appOf(body, "play"))?.selectedPath.map((node) => node.title)).toEqual(["Alla ämnen", "Historia"]);
    expect(appOf(body, "play").filters.find((set) => set.title === "Ämne")?.isActive).toBe(true);
    // An id no subject has finds nothing; the root (0) is everything.
    expect(
      appOf(
        await client.search([
          ["subject", 999_999],
          ["app", "play"],
        ]),
        "play",
      ).results.totalItems,
    ).toBe(0);
    expect(
      appOf(
        await client.search([
          ["subject", 0],
          ["app", "play"],
        ]),
        "play",
      ).results.totalItems,
    ).toBe(await oracle.count("p.app = 'play'"));
  });

  it("narrows by duration: the min snapped down and the max up to the step, products without one outside; the full range narrows nothing", async () => {
    const count = (min: number | null, max: number | null) =>
      oracle.count(
        `p.app = 'lashornan' AND p.duration_seconds IS NOT NULL ${min === null ? "" : `AND p.duration_seconds >= ${min * 60}`} ${max === null ? "" : `AND p.duration_seconds <= ${max * 60}`}`,
      );
    const total = async (params: ReadonlyArray<readonly [string, string | number]>) =>
      appOf(await client.search([...params, ["app", "lashornan"]]), "lashornan").results.totalItems;
    expect(
      await total([
        ["minDuration", 15],
        ["maxDuration", 41],
      ]),
    ).toBe(await count(10, 50));
    expect(await total([["minDuration", 10]])).toBe(await count(10, null));
    // SPEC §5: a range at its bounds (0 to 70, 'more than 1 hour') is not active, so it narrows nothing.
    const all = await oracle.count("p.app = 'lashornan'");
    expect(await count(null, null)).toBeLessThan(all);
    expect(await total([["maxDuration", 70]])).toBe(all);
    expect(
      await total([
        ["maxDuration", 500],
        ["minDuration", "-3"],
      ]),
    ).toBe(all);
    expect(
      await total([
        ["minDuration", 60],
        ["maxDuration", 20],
      ]),
    ).toBe(await count(20, 60));
    // The slider keeps its bounds (without its own choice) and shows the choice snapped; dynamicMin is the results'.
    const range = rangeOf(
      appOf(
        await client.search([
          ["minDuration", 15],
          ["app", "play"],
        ]),
        "play",
      ),
      "minDuration",
    );
    expect(range).toMatchObject({ min: 0, max: 70, minValue: 10, maxValue: 70 });
    expect(range!.dynamicMin).toBeGreaterThanOrEqual(10);
  });

  it("searches titles, series titles, subject names of every level, å/ä/ö optional; stop words only find just an exact title; emoji nothing", async () => {
    const titles = async (q: string) =>
      appOf(
        await client.search([
          ["q", q],
          ["app", "play"],
          ["limit", 100],
        ]),
        "play",
      ).results.items;
    const series = await titles("Människokroppen på riktigt");
    expect(series.length).toBeGreaterThanOrEqual(6);
    expect(series.slice(0, 6).every((item) => item.series?.title === "Människokroppen på riktigt")).toBe(true);
    expect((await titles("manniskokroppen pa riktigt")).map((item) => item.id)).toEqual(series.map((item) => item.id));
    // "Historia" is a top subject: everything filed under one of its subjects is found by its name.
    const under =
      "EXISTS (SELECT 1 FROM subjects s JOIN subjects top ON top.id = ANY (s.path) WHERE s.id = ANY (p.subject_ids) AND top.title = 'Historia')";
    const history = (await titles("historia")).map((item) => item.id);
    expect(history).toEqual(expect.arrayContaining((await oracle.ids(`p.app = 'play' AND ${under}`)).slice(0, 100)));
    expect(await titles("och att det")).toEqual([]);
    expect(await titles("😀🎬")).toEqual([]);
    const body = await client.search([["q", "😀"]]);
    expect(body.apps.every((app) => app.results.totalItems === 0)).toBe(true);
    expect(body.sort).toBe("relevance");
  });
});
