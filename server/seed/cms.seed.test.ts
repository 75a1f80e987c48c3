import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CMS_PAGES, DEMO_COLLECTIONS } from "../../src/fixtures/demo-cms";
import { DEMO_RESELLERS } from "../../src/fixtures/demo-resellers";
import { openTestDatabase, type TestDatabase } from "../testing/test-app";
import { seedCatalogue } from "./catalogue.seed";
import { seedCms } from "./cms.seed";
import { seedDemoAccounts } from "./demo-accounts.seed";
import { seedResellers } from "./resellers.seed";
import { seedSchools } from "./schools.seed";

async function counts(test: TestDatabase) {
  const { rows } = await test.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM cms_pages) AS pages, (SELECT count(*)::int FROM app_slides) AS slides,
            (SELECT count(*)::int FROM collections) AS collections, (SELECT count(*)::int FROM collection_items) AS items,
            (SELECT count(*)::int FROM app_featured_collections) AS featured, (SELECT count(*)::int FROM collection_views) AS views`,
  );
  return rows[0]!;
}

describe("the CMS seed (issue 8 Data)", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase({ state: "migrated" });
    await seedResellers(test.db);
    await seedSchools(test.db);
    await seedDemoAccounts(test.db);
    await seedCms(test.db);
  }, 60_000);
  afterAll(async () => {
    await test.drop();
  });

  it("gives every reseller every demo page, and the showcase page uses every block kind", async () => {
    expect((await counts(test)).pages).toBe(DEMO_RESELLERS.length * DEMO_CMS_PAGES.length);
    const { rows } = await test.db.query<{ kinds: string[] }>(
      `SELECT array_agg(DISTINCT block ->> 'kind' ORDER BY block ->> 'kind') AS kinds
         FROM cms_pages, jsonb_array_elements(published_blocks) AS block WHERE slug = 'alla-block' AND reseller_slug = 'member'`,
    );
    expect(rows[0]?.kinds).toEqual([
      "CODE",
      "FEATURED_COLLECTIONS",
      "FORM",
      "HEADER",
      "IMAGE",
      "IMAGE_TEXT",
      "RECENTLY_VIEWED_COLLECTIONS",
      "SERIES",
      "SLIDESHOW",
      "TEXT",
    ]);
  });

  it("keeps collections empty without a catalogue, and fills them once one is seeded", async () => {
    expect((await counts(test)).items).toBe(0);
    await seedCatalogue(test.db, { size: "small" });
    await seedCms(test.db);
    const { rows } = await test.db.query<{ id: number; items: number }>(
      "SELECT c.id, count(i.id)::int AS items FROM collections c LEFT JOIN collection_items i ON i.collection_id = c.id GROUP BY c.id ORDER BY c.id",
    );
    expect(rows.map((row) => row.id)).toEqual(DEMO_COLLECTIONS.map((collection) => collection.id));
    for (const row of rows) expect(row.items, `collection ${row.id}`).toBeGreaterThan(0);
  }, 60_000);

  it("changes nothing on a second run", async () => {
    const before = await counts(test);
    await seedCms(test.db);
    expect(await counts(test)).toEqual(before);
  });

  it("continues the collection ids after the demo ones", async () => {
    const { rows } = await test.db.query<{ id: number }>(
      "INSERT INTO collections (owner_id, name, kind) VALUES (1, 'Ny samling', NULL) RETURNING id",
    );
    expect(rows[0]?.id).toBeGreaterThan(Math.max(...DEMO_COLLECTIONS.map((collection) => collection.id)));
  });
});
