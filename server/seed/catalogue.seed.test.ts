import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueTestDatabases, type MigratedTestDatabase } from "../catalogue/catalogue-test-databases";
import { generateCatalogue } from "./catalogue-generator";
import { seedCatalogue } from "./catalogue.seed";

const small = generateCatalogue("small");

describe.each(catalogueTestDatabases())("seedCatalogue on $name", (kind) => {
  let test: MigratedTestDatabase;
  beforeAll(async () => {
    test = await kind.open();
  });
  afterAll(async () => {
    await test.drop();
  });

  const count = async (sql: string, params: unknown[] = []) =>
    (await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]?.n;

  it("writes the small catalogue with its subjects and series", async () => {
    const result = await seedCatalogue(test.db, { size: "small" });
    expect(result).toMatchObject({
      skipped: false,
      products: small.products.length,
      series: small.series.length,
      subjects: small.subjects.length,
    });
    expect(await count("products")).toBe(small.products.length);
    expect(await count("series")).toBe(small.series.length);
    expect(await count("products WHERE media_manifest IS NOT NULL")).toBeGreaterThan(0);
  });

  it("skips on the next start and leaves the rows alone", async () => {
    await test.db.query("UPDATE products SET title = 'Ändrad titel' WHERE id = 1");
    expect(await seedCatalogue(test.db, { size: "small" })).toMatchObject({ skipped: true, products: 0 });
    expect((await test.db.query<{ title: string }>("SELECT title FROM products WHERE id = 1")).rows[0]?.title).toBe("Ändrad titel");
  });

  it("stores the product fields as generated", async () => {
    const episode = small.products.find((p) => p.kind === "episode");
    const { rows } = await test.db.query<Record<string, unknown>>(
      "SELECT title, series_id, season_label, episode_number, subject_ids, spoken_languages, subtitle_tracks, badge FROM products WHERE id = $1",
      [episode?.id],
    );
    expect(rows[0]).toMatchObject({
      title: episode?.title,
      series_id: episode?.series?.id,
      season_label: episode?.series?.seasonLabel,
      episode_number: episode?.series?.episode,
      subject_ids: episode?.subjectIds,
      spoken_languages: episode?.spokenLanguages,
      subtitle_tracks: episode?.subtitleTracks,
    });
  });

  it("finds a product by a Swedish word typed without å, ä and ö", async () => {
    const target = small.products.find((p) => /[åäö]/.test(p.title) && p.id !== 1);
    const word = target?.title.split(/\s+/).find((w) => /[åäö]/.test(w) && w.length > 4) ?? "";
    const plain = word
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\p{L}]/gu, "");
    const { rows } = await test.db.query<{ id: number }>(
      "SELECT id FROM products WHERE search_document @@ plainto_tsquery('skolmedia_swedish', $1)",
      [plain],
    );
    expect(plain).not.toMatch(/[åäö]/);
    expect(rows.map((r) => r.id)).toContain(target?.id);
  });

  it("finds a title by a misspelt prefix through the trigram index", async () => {
    const target = small.products.find((p) => p.kind === "documentary" && p.title.length > 12);
    const typo = `${target?.title.slice(0, 3)}x${target?.title.slice(4, 12)}`;
    const { rows } = await test.db.query<{ id: number }>(
      "SELECT id FROM products WHERE search_title % catalogue_fold($1) OR search_title LIKE catalogue_fold($2) || '%' ORDER BY similarity(search_title, catalogue_fold($1)) DESC LIMIT 10",
      [typo, target?.title.slice(0, 8)],
    );
    expect(rows.map((r) => r.id)).toContain(target?.id);
  });

  it("counts products per root subject through the subject paths (a TREE facet)", async () => {
    const { rows } = await test.db.query<{ title: string; n: number }>(
      `SELECT root.title, count(DISTINCT p.id)::int AS n
         FROM products p
         JOIN subjects s ON s.id = ANY (p.subject_ids)
         JOIN subjects root ON root.id = s.path[1]
        GROUP BY root.title`,
    );
    const total = rows.reduce((sum, row) => sum + row.n, 0);
    expect(total).toBeGreaterThanOrEqual(small.products.length);
    const tree = new Map(small.subjects.map((s) => [s.id, s]));
    const expectedHistory = small.products.filter((p) =>
      p.subjectIds.some((id) => tree.get(tree.get(id)?.path[0] ?? 0)?.title === "Historia"),
    ).length;
    expect(rows.find((r) => r.title === "Historia")?.n).toBe(expectedHistory);
  });

  it("grows a small catalogue to the full one of at least 5,000 products", async () => {
    const result = await seedCatalogue(test.db, { size: "full" });
    expect(result.skipped).toBe(false);
    expect(await count("products")).toBeGreaterThanOrEqual(5000);
    expect(await count("products WHERE app = 'lashornan'")).toBeGreaterThan(500);
    expect(await count("products WHERE app = 'boka'")).toBeGreaterThan(100);
    expect(await seedCatalogue(test.db, { size: "small" })).toMatchObject({ skipped: true });
  }, 120_000);
});
