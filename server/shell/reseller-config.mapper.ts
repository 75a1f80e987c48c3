import type { components } from "../../src/contract/api.gen";
import { LOGIN_BUTTON_BRANDS } from "../../src/domain/menu/account-links";
import type { ResellerRow } from "./shell.repository";

type ResellerConfig = components["schemas"]["ResellerConfig"];

/**
 * SPEC §1 consent context types. Decision: root is the platform's own site, so it consents as
 * member (SPEC §3: "Reseller config for role member or root" has the same shape).
 */
const CONTEXT_TYPE: Readonly<Record<ResellerRow["kind"], ResellerConfig["contextType"]>> = {
  member: "member",
  root: "member",
  sli: "sli",
  customer_reseller: "customer_reseller",
};

/** SPEC §3 Reseller config: resellerSlug, googleAnalyticsId, metaPixelId, plus the contract's design decisions. */
export function toResellerConfig(row: ResellerRow): ResellerConfig {
  return {
    resellerSlug: row.slug,
    name: row.name,
    brand: row.brand_variant,
    contextType: CONTEXT_TYPE[row.kind],
    googleAnalyticsId: row.google_analytics_id,
    metaPixelId: row.meta_pixel_id,
    // SPEC §6: login and signup buttons on two of the branded variants — the domain's list decides.
    showLoginButtons: LOGIN_BUTTON_BRANDS.includes(row.brand_variant),
  };
}
