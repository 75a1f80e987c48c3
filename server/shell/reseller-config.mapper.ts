import type { components } from "../../src/contract/api.gen";
import { LOGIN_BUTTON_BRANDS } from "../../src/domain/menu/account-links";
import type { Brand } from "../../src/domain/shared/brand";
import type { ResellerRow } from "./shell.repository";

type ResellerConfig = components["schemas"]["ResellerConfig"];

/**
 * SPEC §1: three brand variants. The database (001_core), the domain (src/domain/shared/brand.ts)
 * and the contract spell two of them differently today; issue 8 makes them one list later. Until
 * then the translation lives here only, so the answer always has the contract's spelling.
 */
const DOMAIN_BRAND: Readonly<Record<ResellerRow["brand_variant"], Brand>> = {
  default: "default",
  education: "education-streaming",
  filmlibrary: "film-library",
};

const CONTRACT_BRAND: Readonly<Record<ResellerRow["brand_variant"], ResellerConfig["brand"]>> = {
  default: "default",
  education: "education",
  filmlibrary: "film-library",
};

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
    brand: CONTRACT_BRAND[row.brand_variant],
    contextType: CONTEXT_TYPE[row.kind],
    googleAnalyticsId: row.google_analytics_id,
    metaPixelId: row.meta_pixel_id,
    // SPEC §6: login and signup buttons on two of the branded variants — the domain's list decides.
    showLoginButtons: LOGIN_BUTTON_BRANDS.includes(DOMAIN_BRAND[row.brand_variant]),
  };
}
