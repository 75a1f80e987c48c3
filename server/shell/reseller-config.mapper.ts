import type { components } from "../../src/contract/api.gen";
import { resellerConsentContext } from "../../src/domain/consent/reseller-context";
import { showsLoginButtons } from "../../src/domain/menu/account-links";
import type { ResellerRow } from "./shell.repository";

type ResellerConfig = components["schemas"]["ResellerConfig"];

/** SPEC §3 Reseller config: resellerSlug, googleAnalyticsId, metaPixelId, plus the contract's design decisions. */
export function toResellerConfig(row: ResellerRow): ResellerConfig {
  return {
    resellerSlug: row.slug,
    name: row.name,
    brand: row.brand_variant,
    // SPEC §1 consent context of the reseller's kind (root consents as member): the domain decides.
    contextType: resellerConsentContext(row.kind),
    googleAnalyticsId: row.google_analytics_id,
    metaPixelId: row.meta_pixel_id,
    // SPEC §6: login and signup buttons on two of the branded variants — the domain's list decides.
    showLoginButtons: showsLoginButtons(row.brand_variant),
  };
}
