import type { components } from "../../src/contract/api.gen";
import type { AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import { toSeriesSummary } from "../cms/cms.mappers";
import type { Clock } from "../shared/clock";
import type { ResolveReseller } from "./search-page.service";
import type { SearchRequest } from "./search-request";
import { viewerScope, type ScopeParam } from "./scope-viewer";
import type { SeriesSearchRepository } from "./series-search.repository";

/**
 * openapi searchSeries (SPEC §2 series mode, §7 "Series search response: results.items and
 * results.totalItems"): the series whose episodes the user may find with this text and these
 * filters, a page at a time, with what the user sees of each (its visible episodes, and their
 * highest age advice).
 */
export class SeriesSearchService {
  constructor(
    private readonly repository: SeriesSearchRepository,
    private readonly resolveReseller: ResolveReseller,
    private readonly clock: Clock,
  ) {}

  async search(
    request: SearchRequest,
    place: { scope?: ScopeParam | undefined; reseller?: string | undefined },
    claims: AccessTokenClaims | null,
  ): Promise<components["schemas"]["SeriesSearchResponse"]> {
    const scope = await viewerScope(claims, { app: request.app ?? undefined, ...place }, this.resolveReseller, this.clock);
    const { offset, limit } = request;
    if (scope.apps.length === 0) return { results: { items: [], totalItems: 0, offset } };
    const { total, rows } = await this.repository.search(
      { scope, text: request.text, selection: { ...request.selection, seriesOnly: true } },
      { offset, limit },
    );
    return {
      results: {
        items: rows.map((row) => toSeriesSummary({ ...row, id: row.id ?? 0 })),
        totalItems: total,
        offset,
      },
    };
  }
}
