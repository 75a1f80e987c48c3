import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "../../src/contract/api.gen";
import { SUGGESTION_LIMITS } from "../../src/domain/combobox/suggestion-groups";
import { compileSchema, createAjv } from "../http/openapi-ajv";
import { loadOpenApiDocument } from "../http/openapi-document";
import { bearer, loginAs } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";

type SuggestionsResponse = components["schemas"]["SuggestionsResponse"];

const isAnswer = compileSchema(createAjv(loadOpenApiDocument(), "response"), { $ref: "#/components/schemas/SuggestionsResponse" });
const OPEN = { max: 1_000, windowMs: 60_000 };
const VIDEO_KINDS = ["film", "documentary", "clip", "episode", "debate", "lecture"];
// A visitor of member in scope 1 (SPEC §6: age 15): the oracle's view of the catalogue.
const VISITOR_SEES = `(cardinality(reseller_slugs) = 0 OR 'member' = ANY (reseller_slugs)) AND search_scope = 1
  AND (age_restriction IS NULL OR age_restriction <= 15)`;

describe("GET /v1/search/products/{scope}/suggestions (openapi getSearchSuggestions; SPEC §3, §5, §6, §9)", () => {
  let t: TestApp;
  let teacher: string;
  let student: string;

  beforeAll(async () => {
    t = await createTestApp({ catalogue: "small", loginLimits: { account: OPEN, address: OPEN, passcodeSend: OPEN } });
    teacher = (await loginAs(t.app, "larare@skolmedia.test")).accessToken;
    student = (await loginAs(t.app, "elev@skolmedia.test")).accessToken;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const get = (query: string, token?: string, scope = "1") =>
    t.app.inject({ method: "GET", url: `/v1/search/products/${scope}/suggestions?${query}`, headers: token ? bearer(token) : {} });
  const suggest = async (q: string, options: { token?: string; scope?: string; extra?: string } = {}): Promise<SuggestionsResponse> => {
    const response = await get(`q=${encodeURIComponent(q)}${options.extra ?? ""}`, options.token, options.scope);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SuggestionsResponse>();
    expect(isAnswer(body), JSON.stringify(isAnswer.errors)).toBe(true);
    return body;
  };
  const group = (body: SuggestionsResponse, queryKey: string) => body.suggestions.find((g) => g.queryKey === queryKey)?.suggestions ?? [];
  const productIds = (body: SuggestionsResponse) =>
    body.suggestions
      .filter((g) => g.queryKey !== "series" && g.queryKey !== "topic")
      .flatMap((g) => g.suggestions.map((s) => Number(s.id)));
  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
    const row = (await t.db.query<T>(sql, params)).rows[0];
    if (!row) throw new Error(`the small catalogue has no row for: ${sql}`);
    return row;
  };

  it("suggests the first 3 videos whose titles start with the typed text, in title order, whatever the accents", async () => {
    // The commonest 3-letter start of a video title a visitor sees, typed without å, ä, ö.
    const { prefix } = await one<{ prefix: string }>(
      `SELECT left(search_title, 3) AS prefix FROM products WHERE kind = ANY ($1) AND ${VISITOR_SEES}
        GROUP BY 1 HAVING count(*) >= 4 ORDER BY count(*) DESC, 1 LIMIT 1`,
      [VIDEO_KINDS],
    );
    const expected = await t.db.query<{ title: string }>(
      `SELECT title FROM products WHERE kind = ANY ($1) AND ${VISITOR_SEES} AND left(search_title, 3) = $2 ORDER BY search_title, id LIMIT 3`,
      [VIDEO_KINDS, prefix],
    );
    const body = await suggest(prefix.toUpperCase());
    expect(group(body, "video").map((s) => s.title)).toEqual(expected.rows.map((row) => row.title));
    expect(group(body, "video").every((s) => s.suggestionKind === "VIDEO" && s.queryKey === null)).toBe(true);
  });

  it("finds a title through a one-letter typo of one of its words (pg_trgm)", async () => {
    // A long word of exactly one visible video's title, so no other title is as like the typo.
    const { id, word } = await one<{ id: number; word: string }>(
      `SELECT min(p.id) AS id, w AS word FROM products p, regexp_split_to_table(p.search_title, ' ') AS w
        WHERE p.kind = ANY ($1) AND ${VISITOR_SEES} AND char_length(w) >= 8 AND w ~ '^[a-z]+$'
        GROUP BY w HAVING count(*) = 1 ORDER BY w LIMIT 1`,
      [VIDEO_KINDS],
    );
    const typo = `${word.slice(0, 4)}x${word.slice(5)}`;
    expect(productIds(await suggest(typo))).toContain(id);
  });

  it("names an episode's series and suggests the series itself", async () => {
    const { title, series } = await one<{ title: string; series: string }>(
      `SELECT p.title, s.title AS series FROM products p JOIN series s ON s.id = p.series_id WHERE ${VISITOR_SEES} ORDER BY p.id LIMIT 1`,
    );
    const body = await suggest(title);
    expect(group(body, "video").find((s) => s.title === title)?.series).toEqual({ title: series });
    expect(group(await suggest(series), "series").map((s) => s.title)).toContain(series);
  });

  it("hides a product restricted above the user's age: a visitor (15) gets it, a 14-year-old student does not (SPEC §6)", async () => {
    const { id, title } = await one<{ id: number; title: string }>(
      `SELECT id, title FROM products WHERE app = 'play' AND age_restriction = 15 AND ${VISITOR_SEES} ORDER BY id LIMIT 1`,
    );
    expect(productIds(await suggest(title))).toContain(id);
    // elev@ was born in 2012: 14 on the test clock's 1 September 2026.
    expect(productIds(await suggest(title, { token: student }))).not.toContain(id);
  });

  it("keeps to the reseller's products and to the scope of the path (SPEC §1, §7)", async () => {
    const sli = await one<{ id: number; title: string }>(
      "SELECT id, title FROM products WHERE reseller_slugs = '{sli}' AND search_scope = 1 AND age_restriction IS NULL ORDER BY id LIMIT 1",
    );
    expect(productIds(await suggest(sli.title))).not.toContain(sli.id);
    expect(productIds(await suggest(sli.title, { extra: "&reseller=sli" }))).toContain(sli.id);
    const wide = await one<{ id: number; title: string }>(
      "SELECT id, title FROM products WHERE search_scope = 2 AND cardinality(reseller_slugs) = 0 AND age_restriction IS NULL ORDER BY id LIMIT 1",
    );
    expect(productIds(await suggest(wide.title))).not.toContain(wide.id);
    expect(productIds(await suggest(wide.title, { scope: "2" }))).toContain(wide.id);
  });

  it("suggests only the app asked for, and only apps the licence opens (SPEC §6)", async () => {
    const { prefix } = await one<{ prefix: string }>(
      `SELECT left(search_title, 2) AS prefix FROM products WHERE app = 'lashornan' AND ${VISITOR_SEES} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const books = await suggest(prefix, { extra: "&app=lashornan" });
    expect(books.suggestions.map((g) => g.queryKey).every((key) => key === "ebook" || key === "audiobook" || key === "topic")).toBe(true);
    expect(productIds(books).length).toBeGreaterThan(0);
    // elev@'s licence 2 opens Play only.
    expect(productIds(await suggest(prefix, { token: student, extra: "&app=lashornan" }))).toEqual([]);
  });

  it("narrows the groups by type: 6 audio only, 29 series only (SPEC §7, §9)", async () => {
    const { prefix } = await one<{ prefix: string }>(
      `SELECT left(search_title, 2) AS prefix FROM products WHERE kind IN ('radio', 'podcast') AND ${VISITOR_SEES}
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const audio = await suggest(prefix, { extra: "&type=6" });
    expect(audio.suggestions.filter((g) => g.queryKey !== "topic").map((g) => g.queryKey)).toEqual(["audio"]);
    const { series } = await one<{ series: string }>("SELECT title AS series FROM series ORDER BY id LIMIT 1");
    const seriesMode = await suggest(series, { extra: "&type=29" });
    expect(seriesMode.suggestions.map((g) => g.queryKey).filter((key) => key !== "topic")).toEqual(["series"]);
    expect((await get("q=ab&type=3")).statusCode).toBe(400);
  });

  it("puts the signed-in user's matching past searches first, then phrases; never another user's (SPEC §3, §9)", async () => {
    const track = (searchTerm: string, token: string) =>
      t.app.inject({
        method: "POST",
        url: "/v1/track/search/userevents",
        headers: bearer(token),
        payload: { app: "play", searchTerm, queryParameters: [] },
      });
    expect((await track("Fotosyntesen i skolan", teacher)).statusCode).toBe(204);
    expect((await track("Fotografi", teacher)).statusCode).toBe(204);
    const body = await suggest("foto", { token: teacher });
    expect(body.querySuggestions.slice(0, 2).map((s) => [s.title, s.suggestionKind])).toEqual([
      ["Fotografi", "HISTORY"],
      ["Fotosyntesen i skolan", "HISTORY"],
    ]);
    expect(body.querySuggestions.slice(2).every((s) => s.suggestionKind === "PHRASE" && s.queryKey === "q")).toBe(true);
    expect((await suggest("foto", { token: student })).querySuggestions.some((s) => s.suggestionKind === "HISTORY")).toBe(false);
    expect((await suggest("foto")).querySuggestions.some((s) => s.suggestionKind === "HISTORY")).toBe(false);
  });

  it("offers the corrected text as the spelling suggestion, and none for known words or a word still being typed", async () => {
    const { word } = await one<{ word: string }>(
      "SELECT word FROM search_words WHERE char_length(word) >= 10 AND word ~ '^[a-z]+$' ORDER BY word LIMIT 1",
    );
    const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
    expect((await suggest(`om ${typo}`)).spellingSuggestion).toBe(`om ${word}`);
    expect((await suggest(word)).spellingSuggestion).toBeNull();
    expect((await suggest(word.slice(0, 5))).spellingSuggestion).toBeNull();
  });

  it("answers 200 with empty lists below 2 characters, and 400 over 200 characters or with a NUL (SPEC §5, §9)", async () => {
    for (const q of ["", "a", "  a  ", "ä"]) {
      expect(await suggest(q)).toEqual({ querySuggestions: [], spellingSuggestion: null, suggestions: [] });
    }
    expect((await get(`q=${"a".repeat(201)}`)).statusCode).toBe(400);
    expect((await get("q=ab%00")).statusCode).toBe(400);
    expect((await get("")).statusCode).toBe(400);
    expect((await get("q=ab", undefined, "3")).statusCode).toBe(400);
  });

  it("keeps within SPEC §9's limits for any text: 5 groups with the search suggestions, 3 entries a group (topics 6), 13 suggestions", async () => {
    const words = (await t.db.query<{ word: string }>("SELECT word FROM search_words ORDER BY md5(word) LIMIT 60")).rows.map((r) => r.word);
    const text = fc.oneof(
      fc.constantFrom(...words).map((word) => word.slice(0, 2 + (word.length % 4))),
      fc.string({ minLength: 2, maxLength: 12 }),
      fc.constantFrom('" OR 1=1 --', "a & b | !c", "'*:", "😀😀", "och att", "%_\\"),
    );
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom(undefined, teacher, student), async (q, token) => {
        const response = await get(`q=${encodeURIComponent(q)}`, token);
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json<SuggestionsResponse>();
        expect(isAnswer(body)).toBe(true);
        const groups = body.suggestions.length + (body.querySuggestions.length > 0 ? 1 : 0);
        expect(groups).toBeLessThanOrEqual(SUGGESTION_LIMITS.groups);
        expect(body.querySuggestions.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.searchSuggestions);
        for (const g of body.suggestions) {
          const limit = g.queryKey === "topic" ? SUGGESTION_LIMITS.topicEntries : SUGGESTION_LIMITS.otherServerEntries;
          expect(g.suggestions.length).toBeGreaterThan(0);
          expect(g.suggestions.length).toBeLessThanOrEqual(limit);
        }
        expect(new Set(body.suggestions.map((g) => g.queryKey)).size).toBe(body.suggestions.length);
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
