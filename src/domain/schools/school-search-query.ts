import { SCHOOL_SEARCH_DEFAULT_OFFSET, SCHOOL_SEARCH_LIMIT } from "./school-search-constants";

/** Query of GET /v1/search/schools or /v1/search/campaign/schools (SPEC §7). */
export interface SchoolSearchQuery {
  readonly q: string;
  readonly limit: number;
  readonly offset: number;
  readonly reseller?: string;
  readonly isCampaign?: boolean;
  readonly municipality?: string;
}

export interface SchoolSearchQueryInput {
  readonly q?: string;
  readonly offset?: number;
  readonly reseller?: string;
  readonly isCampaign?: boolean;
  readonly municipality?: string;
}

/**
 * Builds the school search query with the SPEC §9 defaults (limit 20, offset 0, empty query).
 * The typed text is trimmed so "  Sko " and "Sko" are the same request; a negative or
 * fractional offset is normalised to a whole number ≥ 0 rather than sent to the server.
 */
export function schoolSearchQuery(input: SchoolSearchQueryInput = {}): SchoolSearchQuery {
  const offset = Math.max(SCHOOL_SEARCH_DEFAULT_OFFSET, Math.floor(input.offset ?? SCHOOL_SEARCH_DEFAULT_OFFSET));
  const query: SchoolSearchQuery = { q: (input.q ?? "").trim(), limit: SCHOOL_SEARCH_LIMIT, offset: Number.isFinite(offset) ? offset : 0 };
  return {
    ...query,
    ...(input.reseller !== undefined ? { reseller: input.reseller } : {}),
    ...(input.isCampaign !== undefined ? { isCampaign: input.isCampaign } : {}),
    ...(input.municipality !== undefined && input.municipality !== "" ? { municipality: input.municipality } : {}),
  };
}
