import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueTestDatabases, type MigratedTestDatabase } from "./catalogue-test-databases";
import { mixedFile, renderFile } from "./catalogue-import-fixtures";
import { importCatalogue } from "./catalogue-import";

/** Every stored column except the timestamps, for before/after comparisons. */
const SNAPSHOT = `SELECT to_jsonb(p) - 'updated_at' - 'created_at' AS row FROM products p WHERE id >= $1 ORDER BY id`;

describe.each(catalogueTestDatabases())("importCatalogue on $name", (kind) => {
  let test: MigratedTestDatabase;
  beforeAll(async () => {
    test = await kind.open();
    // The subjects and the series the fixtures refer to (KNOWN_SUBJECTS, KNOWN_SERIES).
    await test.db.exec(`
      INSERT INTO subjects (id, parent_id, title, path) VALUES (1, NULL, 'Biologi', '{1}'), (2, 1, 'Ekologi', '{1,2}'), (3, 2, 'Fotosyntesen', '{1,2,3}');
      INSERT INTO series (id, app, title, seasons) VALUES (1, 'play', 'Naturens under', 1);`);
  });
  afterAll(async () => {
    await test.drop();
  });

  it("loads the good lines, reports the bad ones, and is searchable at once", async () => {
    const text = [
      '{"id": 500, "app": "play", "kind": "documentary", "title": "Östersjöns framtid", "subjectIds": [3], "durationSeconds": 1800}',
      '{"id": 501, "app": "boka", "kind": "film", "title": "Fel"}',
      '{"id": 502, "app": "play", "kind": "episode", "title": "Algblomning", "series": {"id": 40, "title": "Havet runt oss", "season": 1, "episode": 1}}',
    ].join("\n");
    const report = await importCatalogue(test.db, text);
    expect(report).toEqual({ lines: 3, loaded: 2, series: 1, errors: [{ line: 2, reason: expect.stringContaining("kind") }] });
    const search = async (q: string) =>
      (
        await test.db.query<{ id: number }>(
          "SELECT id FROM products WHERE search_document @@ websearch_to_tsquery('skolmedia_swedish', $1) ORDER BY id",
          [q],
        )
      ).rows.map((r) => r.id);
    expect(await search("ostersjons")).toEqual([500]);
    // The series title is part of the episode's search document.
    expect(await search("havet runt")).toEqual([502]);
    // So are the names of its subjects.
    expect(await search("fotosyntesen")).toEqual([500]);
  });

  it("loads exactly the good lines of any mixed file, and a second import changes nothing (property)", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(mixedFile(0), async (entries) => {
        run += 1;
        const firstId = 100_000 + run * 100;
        const shifted = entries.map((e) => (e.kind === "good" ? { ...e, line: { ...e.line, id: Number(e.line.id) + firstId } } : e));
        const text = renderFile(shifted);
        const report = await importCatalogue(test.db, text);
        const goodIds = shifted.flatMap((e) => (e.kind === "good" ? [e.line.id] : []));
        expect(report.errors.map((e) => e.line)).toEqual(shifted.flatMap((e, i) => (e.kind === "bad" ? [i + 1] : [])));
        expect(report.loaded).toBe(goodIds.length);
        const stored = await test.db.query<{ id: number }>("SELECT id FROM products WHERE id >= $1 AND id < $2 ORDER BY id", [
          firstId,
          firstId + 100,
        ]);
        expect(stored.rows.map((r) => r.id)).toEqual(goodIds);

        const before = (await test.db.query(SNAPSHOT, [firstId])).rows;
        const again = await importCatalogue(test.db, text);
        expect(again).toEqual(report);
        expect((await test.db.query(SNAPSHOT, [firstId])).rows).toEqual(before);
      }),
      { numRuns: 50 },
    );
  }, 120_000);

  it("replaces a product by id on re-import with changed fields", async () => {
    await importCatalogue(test.db, '{"id": 600, "app": "play", "kind": "clip", "title": "Vad är DNA?", "tags": ["gener"]}');
    await importCatalogue(test.db, '{"id": 600, "app": "play", "kind": "clip", "title": "Vad är en gen?"}');
    const { rows } = await test.db.query("SELECT title, tags FROM products WHERE id = 600");
    expect(rows).toEqual([{ title: "Vad är en gen?", tags: [] }]);
  });
});
