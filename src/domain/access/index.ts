export { ageFromYearOfBirth, MIN_AGE, DEFAULT_AGE } from "./age";
export { isAgeRestrictedFor, visibleProducts } from "./age-restriction";
export type { AgeRestricted } from "./age-restriction";
export { appsForLicence, licenceIncludesApp, APP_ORDER } from "./licence";
export type { AppSlug } from "./licence";
