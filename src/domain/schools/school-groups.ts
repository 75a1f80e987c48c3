import { SCHOOLS_FIRST_STEP, SCHOOLS_INITIAL_VISIBLE, SCHOOLS_STEP } from "./school-search-constants";

/** A school search result (SPEC §3: id, name, municipality). */
export interface School {
  readonly id: string | number;
  readonly name: string;
  readonly municipality: string;
}

/**
 * One municipality in the school picker. `requested` is how many schools the user has asked to
 * see (3, then 10, 20, 30…); the visible count is derived as min(requested, loaded), so it can
 * never exceed what is available and only grows (SPEC §9).
 */
export interface MunicipalityGroup<S extends School = School> {
  readonly municipality: string;
  readonly schools: readonly S[];
  readonly requested: number;
  /** True when the server has no more schools of this municipality for the current query. */
  readonly complete: boolean;
  readonly open: boolean;
}

/** A page of GET /v1/search/schools: items and whether `_links.next` was present (SPEC §3). */
export interface SchoolPage<S extends School = School> {
  readonly items: readonly S[];
  readonly hasNext: boolean;
}

/**
 * Decision (SPEC §9 "3 schools per municipality at first, then 10 more per page (7 the first
 * time)"): the pages are pages of ten. The first page shows 3; the first "show more" adds 7 to
 * complete that page of ten (3 → 10), every later one adds a page of 10 (→ 20, 30, …).
 */
export function nextRequestedCount(requested: number): number {
  if (requested < SCHOOLS_INITIAL_VISIBLE) return SCHOOLS_INITIAL_VISIBLE;
  if (requested < SCHOOLS_INITIAL_VISIBLE + SCHOOLS_FIRST_STEP) return SCHOOLS_INITIAL_VISIBLE + SCHOOLS_FIRST_STEP;
  return requested + SCHOOLS_STEP;
}

/** The requested count after `clicks` presses of "show more": 3, 10, 20, 30, … */
export function requestedAfterClicks(clicks: number): number {
  let requested = SCHOOLS_INITIAL_VISIBLE;
  for (let i = 0; i < clicks; i += 1) requested = nextRequestedCount(requested);
  return requested;
}

export function visibleCount(group: MunicipalityGroup): number {
  return Math.min(group.requested, group.schools.length);
}

export function visibleSchools<S extends School>(group: MunicipalityGroup<S>): readonly S[] {
  return group.schools.slice(0, visibleCount(group));
}

/** "Show more" is offered while loaded schools are hidden or the server may have more. */
export function canShowMore(group: MunicipalityGroup): boolean {
  return group.requested < group.schools.length || !group.complete;
}

function appendUnique<S extends School>(existing: readonly S[], incoming: readonly S[]): readonly S[] {
  const seen = new Set(existing.map((s) => s.id));
  const added: S[] = [];
  for (const school of incoming) {
    if (seen.has(school.id)) continue;
    seen.add(school.id);
    added.push(school);
  }
  return added.length === 0 ? existing : [...existing, ...added];
}

/** SPEC §9: the municipality opens by itself when it is the only one. */
function withAutoOpen<S extends School>(groups: readonly MunicipalityGroup<S>[]): readonly MunicipalityGroup<S>[] {
  const only = groups[0];
  if (groups.length !== 1 || only === undefined || only.open) return groups;
  return [{ ...only, open: true }];
}

/**
 * Groups a fresh result page by municipality, in the order the server listed them (the server
 * decides relevance). Every municipality starts with 3 requested and closed, except an only one.
 * Without `_links.next` every municipality is complete; with it any of them may have more.
 */
export function groupSchoolsByMunicipality<S extends School>(page: SchoolPage<S>): readonly MunicipalityGroup<S>[] {
  return mergeSchoolPage<S>([], page);
}

/**
 * Merges a further unfiltered page (offset paging of the whole result) into the groups.
 * Duplicates (same id) are dropped; existing groups keep their requested count and open state.
 */
export function mergeSchoolPage<S extends School>(
  groups: readonly MunicipalityGroup<S>[],
  page: SchoolPage<S>,
): readonly MunicipalityGroup<S>[] {
  const order: string[] = groups.map((g) => g.municipality);
  const byName = new Map<string, MunicipalityGroup<S>>(groups.map((g) => [g.municipality, g]));
  const incoming = new Map<string, S[]>();
  for (const school of page.items) {
    if (!byName.has(school.municipality) && !incoming.has(school.municipality)) order.push(school.municipality);
    const list = incoming.get(school.municipality) ?? [];
    list.push(school);
    incoming.set(school.municipality, list);
  }
  const merged = order.map((name): MunicipalityGroup<S> => {
    const current = byName.get(name) ?? {
      municipality: name,
      schools: [],
      requested: SCHOOLS_INITIAL_VISIBLE,
      complete: false,
      open: false,
    };
    const schools = appendUnique(current.schools, incoming.get(name) ?? []);
    return { ...current, schools, complete: current.complete || !page.hasNext };
  });
  return withAutoOpen(merged);
}
