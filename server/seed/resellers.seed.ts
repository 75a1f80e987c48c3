import { DEMO_RESELLERS } from "../../src/fixtures/demo-resellers";
import type { Queryable } from "../db/database.port";

/** Upserts the demo resellers (src/fixtures) by slug, so a changed value is applied on the next start. */
export async function seedResellers(db: Queryable): Promise<void> {
  for (const r of DEMO_RESELLERS) {
    await db.query(
      `INSERT INTO resellers (slug, name, kind, brand_variant, google_analytics_id, meta_pixel_id, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, kind = EXCLUDED.kind, brand_variant = EXCLUDED.brand_variant,
         google_analytics_id = EXCLUDED.google_analytics_id, meta_pixel_id = EXCLUDED.meta_pixel_id, is_default = EXCLUDED.is_default`,
      [r.slug, r.name, r.kind, r.brandVariant, r.googleAnalyticsId, r.metaPixelId, r.isDefault],
    );
  }
}
