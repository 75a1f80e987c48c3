import {
  DEMO_APP_FEATURED,
  DEMO_APP_META,
  DEMO_APP_SLIDESHOWS,
  DEMO_COLLECTION_VIEWS,
  DEMO_COLLECTIONS,
  demoCmsPagesFor,
  demoImageUrl,
  type DemoAppSlug,
  type DemoCollection,
} from "../../src/fixtures/demo-cms";
import { DEMO_ACCOUNTS } from "../../src/fixtures/demo-accounts";
import { DEMO_RESELLERS } from "../../src/fixtures/demo-resellers";
import type { Queryable } from "../db/database.port";

const APPS: readonly DemoAppSlug[] = ["play", "lashornan", "boka"];
// The catalogue flags a toplist may rank by (demo-cms-apps.ts DemoProductPick), named in SQL below.
const FLAGS = new Set(["is_recommended", "is_new", "is_staff_pick"]);

/**
 * The CMS data of issue 8 "Data" (facts in src/fixtures/demo-cms.ts): each app's page metadata,
 * slideshow and featured collections, the demo collections and toplists, every demo reseller's CMS
 * pages, and a few recently viewed collections of demo accounts. Each part is written only when it
 * is missing, so a second run changes nothing and an admin's edits are kept. A collection's products
 * are picked from the catalogue the first time one is there (tests seed without a catalogue first).
 */
export async function seedCms(db: Queryable): Promise<void> {
  for (const app of APPS) await seedApp(db, app);
  await seedCollections(db);
  for (const app of APPS) await seedFeatured(db, app);
  for (const { slug } of DEMO_RESELLERS) await seedPages(db, slug);
  await seedViews(db);
}

async function seedApp(db: Queryable, app: DemoAppSlug): Promise<void> {
  const meta = DEMO_APP_META[app];
  await db.query("INSERT INTO app_pages (app, title, description, image_url) VALUES ($1, $2, $3, $4) ON CONFLICT (app) DO NOTHING", [
    app,
    meta.title,
    meta.description,
    demoImageUrl(meta.image),
  ]);
  const show = DEMO_APP_SLIDESHOWS[app];
  const inserted = await db.query(
    "INSERT INTO app_slideshows (app, height, custom_height_percent, container) VALUES ($1, $2, $3, $4) ON CONFLICT (app) DO NOTHING",
    [app, show.height, show.customHeightPercent, show.container],
  );
  if (inserted.rowCount === 0) return;
  for (const [position, slide] of show.slides.entries()) {
    await db.query(
      `INSERT INTO app_slides (app, position, title, text, text_alignment, image_url, image_alignment, transparency, text_color,
         primary_link_text, primary_link_url, secondary_link_text, secondary_link_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        app,
        position,
        slide.title,
        slide.text,
        slide.textAlignment,
        slide.imageUrl,
        slide.imageAlignment,
        slide.transparency,
        slide.textColor,
        slide.primaryLink.text,
        slide.primaryLink.url,
        slide.secondaryLink?.text ?? null,
        slide.secondaryLink?.url ?? null,
      ],
    );
  }
}

/** An app's featured list, when it has none (the list is replaced as a whole, so rows are not merged). */
async function seedFeatured(db: Queryable, app: DemoAppSlug): Promise<void> {
  await db.query(
    `INSERT INTO app_featured_collections (app, position, collection_id)
     SELECT $1, (wanted.ord - 1)::integer, c.id
       FROM unnest($2::integer[]) WITH ORDINALITY AS wanted (id, ord) JOIN collections c ON c.id = wanted.id
      WHERE NOT EXISTS (SELECT 1 FROM app_featured_collections WHERE app = $1)`,
    [app, [...DEMO_APP_FEATURED[app]]],
  );
}

async function seedCollections(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [DEMO_ACCOUNTS.admin.email]);
  const adminId = rows[0]?.id ?? null;
  for (const collection of DEMO_COLLECTIONS) {
    const ownerId = collection.owner === "admin" ? adminId : null;
    if (collection.owner === "admin" && ownerId === null) continue;
    await db.query(
      `INSERT INTO collections (id, owner_id, name, description, kind, is_public, app, image_url)
       VALUES ($1, $2, $3, $4, $5, true, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [collection.id, ownerId, collection.name, collection.description, collection.kind, collection.app, demoImageUrl(collection.image)],
    );
    await fillItems(db, collection);
  }
  // The demo ids were given by hand: the identity continues after them, so new collections never collide.
  await db.query("SELECT setval(pg_get_serial_sequence('collections', 'id'), GREATEST((SELECT max(id) FROM collections), 1))");
}

/** Picks the collection's products once: those with a wanted tag first, then by the toplist flag, then in id order. */
async function fillItems(db: Queryable, collection: DemoCollection): Promise<void> {
  const { rows } = await db.query<{ any: boolean }>("SELECT EXISTS (SELECT 1 FROM collection_items WHERE collection_id = $1) AS any", [
    collection.id,
  ]);
  if (rows[0]?.any) return;
  const { pick } = collection;
  const flag = pick.flag && FLAGS.has(pick.flag) ? pick.flag : "false";
  await db.query(
    `INSERT INTO collection_items (collection_id, product_id, position)
     SELECT $1, picked.id, (row_number() OVER (ORDER BY picked.rank))::integer - 1
       FROM (SELECT p.id, row_number() OVER (ORDER BY p.tags && $4::text[] DESC, ${flag} DESC, p.id) AS rank
               FROM products p WHERE p.app = $2 AND p.kind = ANY ($3::text[])) picked
      WHERE picked.rank <= $5`,
    [collection.id, collection.app, [...pick.kinds], [...(pick.tags ?? [])], pick.count],
  );
}

async function seedPages(db: Queryable, reseller: string): Promise<void> {
  for (const page of demoCmsPagesFor(reseller)) {
    const blocks = JSON.stringify(page.blocks);
    const published = page.status === "DRAFT" ? null : blocks;
    await db.query(
      `INSERT INTO cms_pages (reseller_slug, name, slug, visibility, is_campaign, is_system, is_template, status,
         draft_blocks, published_blocks, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, CASE WHEN $10::jsonb IS NULL THEN NULL ELSE now() END)
       ON CONFLICT (reseller_slug, slug) DO NOTHING`,
      [reseller, page.name, page.slug, page.visibility, page.isCampaign, page.isSystem, page.isTemplate, page.status, blocks, published],
    );
  }
}

/** Views a minute apart, newest first, for accounts and collections that exist. */
async function seedViews(db: Queryable): Promise<void> {
  for (const { email, collectionIds } of DEMO_COLLECTION_VIEWS) {
    await db.query(
      `INSERT INTO collection_views (user_id, collection_id, viewed_at)
       SELECT u.id, c.id, now() - (viewed.ord * interval '1 minute')
         FROM users u
         CROSS JOIN unnest($2::integer[]) WITH ORDINALITY AS viewed (id, ord)
         JOIN collections c ON c.id = viewed.id
        WHERE u.email = $1
       ON CONFLICT (user_id, collection_id) DO NOTHING`,
      [email, [...collectionIds]],
    );
  }
}
