// SPEC §6: which consent options the dialog offers.
import { isStudentRole, type ConsentCategory, type ConsentContextType } from "./consent";

/** SPEC §3: the reseller config fields consent depends on. */
export interface ConsentResellerConfig {
  readonly googleAnalyticsId?: string | null;
  readonly metaPixelId?: string | null;
}

export interface ConsentOptionsInput {
  readonly role?: string | null;
  readonly contextType: ConsentContextType;
  readonly resellerConfig?: ConsentResellerConfig | null;
}

/** What the dialog offers. `necessary` is always offered and always on. */
export interface ConsentOptions {
  readonly necessary: true;
  readonly analytics: boolean;
  readonly marketing: boolean;
}

/** SPEC §6: "Marketing option is offered for member, promotion and campaign." */
const MARKETING_CONTEXTS: readonly ConsentContextType[] = ["member", "promotion", "campaign"];
/** SPEC §6: "sli and student get neither." */
const NO_TRACKING_CONTEXTS: readonly ConsentContextType[] = ["sli", "student"];

/**
 * SPEC §6: "Students: no tracking consent. Analytics option is offered only if the reseller has an
 * analytics or pixel id, and not for students. Marketing option is offered for member, promotion and
 * campaign. sli and student get neither."
 * Decision: an id made only of whitespace counts as absent.
 */
export function consentOptionsFor(input: ConsentOptionsInput): ConsentOptions {
  const noTracking = isStudentRole(input.role) || NO_TRACKING_CONTEXTS.includes(input.contextType);
  if (noTracking) return { necessary: true, analytics: false, marketing: false };
  const config = input.resellerConfig;
  const hasTrackingId = isPresent(config?.googleAnalyticsId) || isPresent(config?.metaPixelId);
  return { necessary: true, analytics: hasTrackingId, marketing: MARKETING_CONTEXTS.includes(input.contextType) };
}

/** The categories to show, in the SPEC §3 order necessary, analytics, marketing. */
export function offeredCategories(options: ConsentOptions): ConsentCategory[] {
  const categories: ConsentCategory[] = ["necessary"];
  if (options.analytics) categories.push("analytics");
  if (options.marketing) categories.push("marketing");
  return categories;
}

/** SPEC §4: "A background overlay shows only for promotion and campaign contexts." */
export function showsConsentOverlay(contextType: ConsentContextType): boolean {
  return contextType === "promotion" || contextType === "campaign";
}

function isPresent(id: string | null | undefined): boolean {
  return typeof id === "string" && id.trim() !== "";
}
