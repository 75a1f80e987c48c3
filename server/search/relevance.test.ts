import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppSlug } from "../../src/domain/access/licence";
import { loginAs } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";
import { appOf, searchClient } from "./product-search.test-helper";

/**
 * Issue 9's relevance suite on the full demo catalogue (server/seed, ~6,300 products): queries a
 * teacher types, the products that must be in the top 3, and what must never appear for a young
 * student. Relevance is judged by the catalogue itself (SQL on titles, series, subjects, texts), not
 * by the engine's own functions. Prints precision@3 per kind of query and for the suite.
 *
 * precision@3 of a query = relevant products among the first 3 ÷ min(3, relevant products found
 * by the judgement), so a query with one right answer scores 1 when it is in the top 3.
 */

type Kind = "exact title" | "inflection" | "no å/ä/ö" | "typo" | "subject" | "series" | "person";

interface Case {
  readonly q: string;
  readonly app: AppSlug;
  readonly kind: Kind;
  /** SQL on products `p`: the products that answer the query. */
  readonly relevant: string;
  /** SQL on products `p`: products that must be among the first 3 (all of them, at most 3). */
  readonly mustTop3?: string;
}

const title = (text: string) => `p.search_phrase = catalogue_phrase('${text}')`;
const titleHas = (text: string) => `catalogue_fold(p.title) LIKE '%' || catalogue_fold('${text}') || '%'`;
const underSubject = (name: string) =>
  `EXISTS (SELECT 1 FROM subjects s JOIN subjects top ON top.id = ANY (s.path) WHERE s.id = ANY (p.subject_ids) AND top.title = '${name}')`;
const inSeries = (name: string) => `p.series_id IN (SELECT id FROM series WHERE title = '${name}')`;
const mentions = (person: string) => `(p.description LIKE '%${person}%' OR p.title LIKE '%${person}%' OR p.author = '${person}')`;
const exact = (q: string, app: AppSlug, text = q): Case => ({ q, app, kind: "exact title", relevant: title(text), mustTop3: title(text) });

const CASES: readonly Case[] = [
  // Exact titles, as typed (punctuation and case as the user likes).
  exact("Dokument: Konsthistoria", "play"),
  exact("Saga går sin egen väg", "play"),
  exact("den hemliga ön i tornedalen", "play", "Den hemliga ön i Tornedalen"),
  exact("Tre saker om växthuseffekten", "play"),
  exact("Att förstå rockens historia", "play"),
  exact("Hansan och handeln en dokumentär", "play", "Hansan och handeln – en dokumentär"),
  exact("Kärnkraft i närbild", "play"),
  exact("När Oskar försvann", "play"),
  exact("Amir och drömmen", "lashornan"),
  exact("Buddhismen för nyfikna", "lashornan"),
  exact("Allt om Astrid Lindgren", "lashornan"),
  exact("Klassuppsättning: Liam och matchen", "boka"),
  exact("Selma Lagerlöf", "play"),
  exact("franska revolutionen", "play", "Franska revolutionen"),
  // Other inflections of a title word: stemming finds them.
  { q: "vikingatid", app: "play", kind: "inflection", relevant: titleHas("vikingatid") },
  { q: "svart hål", app: "play", kind: "inflection", relevant: titleHas("svarta hål") },
  { q: "barnkonvention", app: "play", kind: "inflection", relevant: titleHas("barnkonventionen") },
  { q: "växthuseffekt", app: "play", kind: "inflection", relevant: titleHas("växthuseffekten") },
  { q: "buddhism", app: "lashornan", kind: "inflection", relevant: titleHas("buddhism") },
  { q: "klimatzon", app: "lashornan", kind: "inflection", relevant: titleHas("klimatzoner") },
  // Without å, ä, ö: accent folding on both sides.
  {
    q: "karnkraft i narbild",
    app: "play",
    kind: "no å/ä/ö",
    relevant: title("Kärnkraft i närbild"),
    mustTop3: title("Kärnkraft i närbild"),
  },
  { q: "nar oskar forsvann", app: "play", kind: "no å/ä/ö", relevant: title("När Oskar försvann"), mustTop3: title("När Oskar försvann") },
  { q: "vaxthuseffekten", app: "play", kind: "no å/ä/ö", relevant: titleHas("växthuseffekten") },
  { q: "somn", app: "play", kind: "no å/ä/ö", relevant: titleHas("sömn") },
  { q: "naringskedjor", app: "play", kind: "no å/ä/ö", relevant: titleHas("näringskedjor") },
  { q: "amir och drommen", app: "lashornan", kind: "no å/ä/ö", relevant: title("Amir och drömmen"), mustTop3: title("Amir och drömmen") },
  // One-letter typos: the word is widened to the catalogue's words most like it.
  { q: "fotosyntesn", app: "play", kind: "typo", relevant: titleHas("fotosyntes") },
  { q: "vikingatdien", app: "play", kind: "typo", relevant: titleHas("vikingatiden") },
  { q: "propagnda", app: "play", kind: "typo", relevant: titleHas("propaganda") },
  { q: "naringskedjr", app: "play", kind: "typo", relevant: titleHas("näringskedjor") },
  { q: "buddhsmen", app: "lashornan", kind: "typo", relevant: titleHas("buddhism") },
  {
    q: "Saga går sin egen vög",
    app: "play",
    kind: "typo",
    relevant: title("Saga går sin egen väg"),
    mustTop3: title("Saga går sin egen väg"),
  },
  { q: "kalla krigt", app: "play", kind: "typo", relevant: titleHas("kalla kriget") },
  { q: "pytagoras sats", app: "play", kind: "typo", relevant: titleHas("pythagoras sats") },
  { q: "medeltidn", app: "play", kind: "typo", relevant: titleHas("medeltid") },
  // A subject's name (any level of the tree) finds what is filed under it.
  { q: "kemi", app: "play", kind: "subject", relevant: underSubject("Kemi") },
  { q: "geografi", app: "play", kind: "subject", relevant: underSubject("Geografi") },
  { q: "slöjd", app: "play", kind: "subject", relevant: underSubject("Slöjd") },
  { q: "Källkritik", app: "play", kind: "subject", relevant: underSubject("Källkritik") },
  { q: "Jazzens historia", app: "play", kind: "subject", relevant: underSubject("Jazzens historia") },
  { q: "Ekosystem i skogen", app: "play", kind: "subject", relevant: underSubject("Ekosystem i skogen") },
  // A series' title finds its episodes.
  { q: "Klassrummet: Universum", app: "play", kind: "series", relevant: inSeries("Klassrummet: Universum") },
  { q: "Steg för steg: Geometri", app: "play", kind: "series", relevant: inSeries("Steg för steg: Geometri") },
  { q: "Ekologi på riktigt", app: "play", kind: "series", relevant: inSeries("Ekologi på riktigt") },
  { q: "Upptäck franska", app: "play", kind: "series", relevant: inSeries("Upptäck franska") },
  { q: "ljud och ljus på riktigt", app: "play", kind: "series", relevant: inSeries("Ljud och ljus på riktigt") },
  // A person named only in a description (a lecturer, an audiobook's reader).
  { q: "Ebba Haddad", app: "play", kind: "person", relevant: mentions("Ebba Haddad") },
  { q: "Tove Eriksson", app: "play", kind: "person", relevant: mentions("Tove Eriksson") },
  { q: "Yusuf Wallin", app: "play", kind: "person", relevant: mentions("Yusuf Wallin") },
  { q: "Karim Lindqvist", app: "lashornan", kind: "person", relevant: mentions("Karim Lindqvist"), mustTop3: mentions("Karim Lindqvist") },
  { q: "Omar Nordin", app: "lashornan", kind: "person", relevant: mentions("Omar Nordin"), mustTop3: mentions("Omar Nordin") },
];

/** Titles of age-restricted products (SPEC §6) a 10-year-old searches for: none may appear at all. */
const RESTRICTED_TITLES = [
  "Fokus: Slavhandeln över Atlanten, del 2",
  "Maja och drömmen",
  "Deepfakes – en dokumentär",
  "Den sista vänskapen i Rinkeby",
  "Liam och ön",
  "Den långa sommaren i Öland",
];

/**
 * The suite's floor. Measured 1.00 when written (0.99 with ts_rank instead of ts_rank_cd). A product
 * lost from one query's top 3 costs about 0.007 and a query lost entirely 0.02: 0.95 tolerates a few
 * such changes of order among equally good products, not a rule that stops working for a kind of query.
 */
const PRECISION_FLOOR = 0.95;

describe("relevance of the product search on the full demo catalogue (issue 9)", () => {
  let t: TestApp;
  let client: ReturnType<typeof searchClient>;

  beforeAll(async () => {
    t = await createTestApp({ catalogue: "full" });
    client = searchClient(t);
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  // What a visitor may find (age 15, scope 1, member).
  const judged = async (condition: string, app: AppSlug) => {
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT p.id FROM products p WHERE p.app = $1 AND cardinality(p.reseller_slugs) = 0 AND p.search_scope = 1
         AND (p.age_restriction IS NULL OR p.age_restriction <= 15) AND ${condition}`,
      [app],
    );
    return new Set(rows.map((row) => row.id));
  };

  it(`puts the right products in the top 3 for ${CASES.length} queries, with precision@3 of at least ${PRECISION_FLOOR}`, async () => {
    const scores: { kind: Kind; q: string; precision: number; top: string[] }[] = [];
    const misses: string[] = [];
    for (const c of CASES) {
      const relevant = await judged(c.relevant, c.app);
      expect(relevant.size, `${c.q}: the judgement finds something`).toBeGreaterThan(0);
      const items = appOf(
        await client.search([
          ["q", c.q],
          ["app", c.app],
          ["limit", 3],
        ]),
        c.app,
      ).results.items;
      const top = items.map((item) => item.id);
      const precision = top.filter((id) => relevant.has(id)).length / Math.min(3, relevant.size);
      scores.push({ kind: c.kind, q: c.q, precision, top: items.map((item) => item.title) });
      if (c.mustTop3) {
        const must = [...(await judged(c.mustTop3, c.app))];
        const wanted = must.length <= 3 ? must : top.filter((id) => must.includes(id));
        if (!(must.length <= 3 ? wanted.every((id) => top.includes(id)) : wanted.length === 3)) {
          misses.push(`${c.q}: expected ${must.join(", ")} in the top 3, got ${top.join(", ")}`);
        }
      }
    }
    const mean = (list: readonly { precision: number }[]) => list.reduce((sum, s) => sum + s.precision, 0) / list.length;
    const byKind = [...new Set(scores.map((s) => s.kind))].map((kind) => {
      const ofKind = scores.filter((s) => s.kind === kind);
      return `  ${kind.padEnd(12)} ${mean(ofKind).toFixed(2)} (${ofKind.length} queries)`;
    });
    const weak = scores.filter((s) => s.precision < 1).map((s) => `  ${s.q} → ${s.precision.toFixed(2)}: ${s.top.join(" | ")}`);
    console.log(
      `relevance suite, precision@3 = ${mean(scores).toFixed(3)} over ${scores.length} queries\n${byKind.join("\n")}` +
        (weak.length > 0 ? `\nbelow 1:\n${weak.join("\n")}` : ""),
    );
    expect(misses).toEqual([]);
    expect(mean(scores)).toBeGreaterThanOrEqual(PRECISION_FLOOR);
  }, 120_000);

  it("never shows a 10-year-old student a product restricted above that age, even when its title is typed (SPEC §6)", async () => {
    await t.db.query("UPDATE users SET year_of_birth = 2016 WHERE email = 'elev@skolmedia.test'");
    const token = (await loginAs(t.app, "elev@skolmedia.test")).accessToken;
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM products WHERE age_restriction > 10");
    const restricted = new Set(rows.map((row) => row.id));
    for (const text of [...RESTRICTED_TITLES, "drömmen", "vänskapen", "deepfakes"]) {
      // The student's licence opens Play only (ARCHITECTURE §6); the visitor's search shows the products exist.
      const visitor = await client.search([
        ["q", text],
        ["limit", 100],
      ]);
      const student = await client.search(
        [
          ["q", text],
          ["limit", 100],
        ],
        { token },
      );
      const shown = student.apps.flatMap((app) => app.results.items.map((item) => item.id));
      expect(
        shown.filter((id) => restricted.has(id)),
        text,
      ).toEqual([]);
      if (RESTRICTED_TITLES.includes(text)) {
        const found = visitor.apps.flatMap((app) => app.results.items.filter((item) => item.title === text));
        expect(found.length, `${text} exists for a visitor`).toBeGreaterThan(0);
      }
    }
  }, 120_000);
});
