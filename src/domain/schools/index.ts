// SPEC §9 school search paging (issue 3, rule group 12).
export * from "./school-search-constants";
export { schoolSearchQuery } from "./school-search-query";
export type { SchoolSearchQuery, SchoolSearchQueryInput } from "./school-search-query";
export {
  canShowMore,
  groupSchoolsByMunicipality,
  mergeSchoolPage,
  nextRequestedCount,
  requestedAfterClicks,
  visibleCount,
  visibleSchools,
} from "./school-groups";
export type { MunicipalityGroup, School, SchoolPage } from "./school-groups";
export { mergeMunicipalityPage, missingSchoolsFetch, pendingSchoolFetches, showMoreSchools, toggleMunicipality } from "./school-show-more";
export type { MunicipalityFetch, ShowMoreOutcome } from "./school-show-more";
export { schoolSearchTransition } from "./school-search-status";
export type { SchoolSearchEffect, SchoolSearchError, SchoolSearchEvent, SchoolSearchStatus } from "./school-search-status";
