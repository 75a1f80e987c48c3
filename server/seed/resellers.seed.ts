import type { Queryable } from "../db/database.port";

export interface ResellerSeed {
  slug: string;
  name: string;
  kind: "member" | "root" | "sli" | "customer_reseller";
  brandVariant: "default" | "education" | "filmlibrary";
  googleAnalyticsId: string | null;
  metaPixelId: string | null;
  isDefault: boolean;
}

/**
 * SPEC §1: member is the default reseller; root and sli exist; one customer reseller with its own
 * analytics id (SPEC §6: the analytics option is offered only when the reseller has one). The three
 * brand variants of SPEC §1 are spread over them.
 */
export const RESELLERS: readonly ResellerSeed[] = [
  {
    slug: "member",
    name: "Skolmedia",
    kind: "member",
    brandVariant: "default",
    googleAnalyticsId: null,
    metaPixelId: null,
    isDefault: true,
  },
  {
    slug: "root",
    name: "Skolmedia (root)",
    kind: "root",
    brandVariant: "default",
    googleAnalyticsId: null,
    metaPixelId: null,
    isDefault: false,
  },
  {
    slug: "sli",
    name: "SLI Skolstreaming",
    kind: "sli",
    brandVariant: "education",
    googleAnalyticsId: null,
    metaPixelId: null,
    isDefault: false,
  },
  {
    slug: "kulturskolan-nord",
    name: "Kulturskolan Nord Filmbibliotek",
    kind: "customer_reseller",
    brandVariant: "filmlibrary",
    googleAnalyticsId: "G-KSN4Q7DEMO",
    metaPixelId: "381204557721903",
    isDefault: false,
  },
];

/** Upserts by slug, so a changed seed value is applied on the next start. */
export async function seedResellers(db: Queryable): Promise<void> {
  for (const r of RESELLERS) {
    await db.query(
      `INSERT INTO resellers (slug, name, kind, brand_variant, google_analytics_id, meta_pixel_id, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, kind = EXCLUDED.kind, brand_variant = EXCLUDED.brand_variant,
         google_analytics_id = EXCLUDED.google_analytics_id, meta_pixel_id = EXCLUDED.meta_pixel_id, is_default = EXCLUDED.is_default`,
      [r.slug, r.name, r.kind, r.brandVariant, r.googleAnalyticsId, r.metaPixelId, r.isDefault],
    );
  }
}
