import type { MunicipalityGroup, School, SchoolPage } from "./school-groups";
import { nextRequestedCount } from "./school-groups";

/** What to fetch to fill a municipality: GET /v1/search/schools?municipality=…&offset=…&limit=20. */
export interface MunicipalityFetch {
  readonly municipality: string;
  readonly offset: number;
}

export interface ShowMoreOutcome<S extends School> {
  readonly groups: readonly MunicipalityGroup<S>[];
  /** Null when the schools already loaded fill the new count (or the server has no more). */
  readonly fetch: MunicipalityFetch | null;
}

/**
 * The server page a municipality still needs: when the user asked for more schools than are
 * loaded and the server may have more. The offset is the number of schools of that municipality
 * already loaded, because the request is filtered by municipality (SPEC §7 `municipality`).
 * One request of 20 always covers a step of at most 10 (SPEC §9).
 */
export function missingSchoolsFetch(group: MunicipalityGroup): MunicipalityFetch | null {
  if (group.complete || group.requested <= group.schools.length) return null;
  return { municipality: group.municipality, offset: group.schools.length };
}

/**
 * The pages to fetch after a new result or after opening a municipality: an open municipality
 * whose first 3 were cut short by the end of a mixed page of 20. Closed municipalities show no
 * schools, so they cost no request until they are opened.
 */
export function pendingSchoolFetches(groups: readonly MunicipalityGroup[]): readonly MunicipalityFetch[] {
  return groups.flatMap((group) => {
    const fetch = group.open ? missingSchoolsFetch(group) : null;
    return fetch === null ? [] : [fetch];
  });
}

/** SPEC §9: "show more" in one municipality: 3 → 10 → 20 → … Other municipalities are untouched. */
export function showMoreSchools<S extends School>(groups: readonly MunicipalityGroup<S>[], municipality: string): ShowMoreOutcome<S> {
  let fetch: MunicipalityFetch | null = null;
  const next = groups.map((group) => {
    if (group.municipality !== municipality) return group;
    const updated = { ...group, requested: nextRequestedCount(group.requested) };
    fetch = missingSchoolsFetch(updated);
    return updated;
  });
  return { groups: next, fetch };
}

/**
 * Merges a page fetched with the municipality filter. Schools of other municipalities (which a
 * server should not send) are ignored; without `_links.next` the municipality is complete.
 */
export function mergeMunicipalityPage<S extends School>(
  groups: readonly MunicipalityGroup<S>[],
  municipality: string,
  page: SchoolPage<S>,
): readonly MunicipalityGroup<S>[] {
  return groups.map((group) => {
    if (group.municipality !== municipality) return group;
    const seen = new Set(group.schools.map((s) => s.id));
    const added = page.items.filter((s) => s.municipality === municipality && !seen.has(s.id) && seen.add(s.id));
    return {
      ...group,
      schools: added.length === 0 ? group.schools : [...group.schools, ...added],
      complete: group.complete || !page.hasNext,
    };
  });
}

/** Opens or closes one municipality (the only one starts open, SPEC §9, but may be closed). */
export function toggleMunicipality<S extends School>(
  groups: readonly MunicipalityGroup<S>[],
  municipality: string,
): readonly MunicipalityGroup<S>[] {
  return groups.map((group) => (group.municipality === municipality ? { ...group, open: !group.open } : group));
}
