import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "../../src/contract/api.gen";
import { compileSchema, createAjv } from "../http/openapi-ajv";
import { loadOpenApiDocument } from "../http/openapi-document";
import { createTestApp, type TestApp } from "../testing/test-app";

type SeriesSearchResponse = components["schemas"]["SeriesSearchResponse"];

const isAnswer = compileSchema(createAjv(loadOpenApiDocument(), "response"), { $ref: "#/components/schemas/SeriesSearchResponse" });
// A visitor of member in scope 1 (SPEC §6: age 15).
const VISITOR_SEES = `(cardinality(e.reseller_slugs) = 0 OR 'member' = ANY (e.reseller_slugs)) AND e.search_scope = 1
  AND (e.age_restriction IS NULL OR e.age_restriction <= 15)`;

describe("GET /v1/search/series (openapi searchSeries; SPEC §2 series mode, §7)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: "small" });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: string): Promise<SeriesSearchResponse> => {
    const response = await t.app.inject({ method: "GET", url: `/v1/search/series?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SeriesSearchResponse>();
    expect(isAnswer(body), JSON.stringify(isAnswer.errors)).toBe(true);
    return body;
  };
  // The oracle: series with an episode a visitor sees, by title, with the count of those episodes.
  const visibleSeries = async () =>
    (
      await t.db.query<{ id: number; title: string; episodes: number }>(
        `SELECT s.id, s.title, count(*)::integer AS episodes FROM series s JOIN products e ON e.series_id = s.id
          WHERE ${VISITOR_SEES} GROUP BY s.id ORDER BY s.search_title, s.id`,
      )
    ).rows;

  it("lists every series with an episode the user may see, by title, with the episodes the user sees", async () => {
    const expected = await visibleSeries();
    const body = await search("limit=100");
    expect(body.results.totalItems).toBe(expected.length);
    expect(body.results.items.map((s) => [s.id, s.title, s.episodeCount])).toEqual(expected.map((s) => [s.id, s.title, s.episodes]));
    expect(body.results.items.every((s) => s.app === "play")).toBe(true);
  });

  it("pages without repeating or skipping a series, and a page past the last is empty with the total", async () => {
    const all = (await search("limit=100")).results.items.map((s) => s.id);
    const first = await search("limit=2&page=1");
    const second = await search("limit=2&page=2");
    expect(second.results.offset).toBe(2);
    expect([...first.results.items, ...second.results.items].map((s) => s.id)).toEqual(all.slice(0, 4));
    const past = await search("limit=2&page=999");
    expect(past.results).toEqual({ items: [], totalItems: all.length, offset: 1996 });
  });

  it("finds a series by its title first, and by a word of an episode", async () => {
    const [target] = await visibleSeries();
    const byTitle = await search(`q=${encodeURIComponent(target!.title)}`);
    expect(byTitle.results.items[0]?.id).toBe(target!.id);
    const { word } = (
      await t.db.query<{ word: string }>(
        `SELECT w AS word FROM products e, regexp_split_to_table(lower(e.title), '[^[:alpha:]]+') AS w
          WHERE e.series_id = $1 AND ${VISITOR_SEES} AND char_length(w) >= 6 ORDER BY e.id LIMIT 1`,
        [target!.id],
      )
    ).rows[0]!;
    expect((await search(`q=${encodeURIComponent(word)}`)).results.items.map((s) => s.id)).toContain(target!.id);
  });

  it("narrows by the product search's filters over the episodes, and refuses a bad filter value", async () => {
    const [target] = await visibleSeries();
    const { subject } = (
      await t.db.query<{ subject: number }>(
        `SELECT e.subject_ids[1] AS subject FROM products e WHERE e.series_id = $1 AND ${VISITOR_SEES} LIMIT 1`,
        [target!.id],
      )
    ).rows[0]!;
    const narrowed = await search(`subject=${subject}&limit=100`);
    expect(narrowed.results.items.map((s) => s.id)).toContain(target!.id);
    expect(narrowed.results.totalItems).toBeLessThanOrEqual((await visibleSeries()).length);
    expect((await t.app.inject({ method: "GET", url: "/v1/search/series?category=999" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/v1/search/series?scope=3" })).statusCode).toBe(400);
  });

  it("answers no series for an app without series", async () => {
    expect((await search("app=boka")).results).toEqual({ items: [], totalItems: 0, offset: 0 });
  });
});
