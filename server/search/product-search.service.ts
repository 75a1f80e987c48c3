import type { components } from "../../src/contract/api.gen";
import { ageFromYearOfBirth } from "../../src/domain/access/age";
import type { AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import type { Clock } from "../shared/clock";
import type { CatalogueScope, ProductSearch, SearchSort } from "./product-search.port";
import { toProductSummary } from "./product-summary.mapper";
import { facetsByApp, NO_FACETS } from "./search-app-facets";
import type { SearchFacetsRepository } from "./search-facets.repository";
import { searchFilterSets, type SubjectNode } from "./search-filter-sets";
import { searchApps, type ResolveReseller } from "./search-page.service";
import type { SearchRequest } from "./search-request";

type Schemas = components["schemas"];

/** SPEC §7: a token without searchScope (and a visitor) searches scope 1. */
const DEFAULT_SEARCH_SCOPE = 1;

/** Where the user searches: the path's scope (searchProductsInScope, countProducts) or the query's. */
export interface SearchPlace {
  readonly scope: 1 | 2 | null;
  /** The `reseller` parameter: a visitor's reseller (a signed-in user searches the token's). */
  readonly reseller: string | undefined;
}

/** The combo box's data comes from getSearchSuggestions; the search answer leaves it empty (openapi searchProducts). */
const NO_COMBOBOX: Schemas["AppSearchResult"]["searchCombobox"] = {
  suggestions: { labelsCount: 0, search: [], subject: [], topicsCount: 0 },
};

/**
 * openapi searchProducts, searchProductsInScope and countProducts: the rules around the engine
 * (product-search.port.ts) — which apps (the licence, SPEC §6), whose products (the reseller,
 * SPEC §1), which scope (SPEC §7) and which age (SPEC §6) — and the answer in the contract's shape:
 * apps in the fixed order, results, and filter sets with the engine's disjunctive counts.
 */
export class ProductSearchService {
  constructor(
    private readonly engine: ProductSearch,
    private readonly facets: SearchFacetsRepository,
    private readonly resolveReseller: ResolveReseller,
    private readonly clock: Clock,
  ) {}

  async search(request: SearchRequest, place: SearchPlace, claims: AccessTokenClaims | null): Promise<Schemas["SearchResponse"]> {
    const scope = await this.scope(request, place, claims);
    // SPEC §2: "by latest or by relevance" — relevance needs a text to be relevant to.
    const sort: SearchSort = request.text.trim() === "" ? "latest" : (request.sort ?? "relevance");
    const response = { querySuggestions: [], spellingSuggestion: null, suggestions: [], sort };
    if (scope.apps.length === 0) return { ...response, apps: [] };
    const pages = scope.apps.map((app) => ({ app, sort, offset: request.offset, limit: request.limit }));
    const [answer, subjects] = await Promise.all([
      this.engine.search({ scope, text: request.text, selection: request.selection }, pages),
      this.subjects(),
    ]);
    const facets = facetsByApp(answer.facets, scope.apps);
    return {
      ...response,
      spellingSuggestion: answer.spellingSuggestion,
      apps: scope.apps.map((app) => {
        const counted = facets.get(app) ?? NO_FACETS;
        return {
          appName: app,
          results: {
            totalItems: counted.total,
            offset: request.offset,
            items: (answer.items.get(app) ?? []).map(toProductSummary),
          },
          filters: searchFilterSets(app, counted, subjects, request.choices),
          searchCombobox: NO_COMBOBOX,
        };
      }),
    };
  }

  async count(request: SearchRequest, place: SearchPlace, claims: AccessTokenClaims | null): Promise<number> {
    const scope = await this.scope(request, place, claims);
    if (scope.apps.length === 0) return 0;
    return this.engine.count({ scope, text: request.text, selection: request.selection });
  }

  /**
   * The apps asked for that the licence opens (a visitor: all, as getSearchPage), in the fixed
   * order; a signed-in user's own reseller (the token's), a visitor's the parameter's, either read
   * as member when unknown (SPEC §1); the scope asked for, else the token's; the age of SPEC §6.
   */
  private async scope(request: SearchRequest, place: SearchPlace, claims: AccessTokenClaims | null): Promise<CatalogueScope> {
    return {
      apps: searchApps(claims).filter((app) => request.app === null || app === request.app),
      reseller: await this.resolveReseller(claims?.resellerSlug ?? place.reseller),
      searchScope: place.scope ?? claims?.searchScope ?? DEFAULT_SEARCH_SCOPE,
      age: ageFromYearOfBirth(claims?.yearOfBirth ?? null, this.clock.now()),
    };
  }

  private async subjects(): Promise<SubjectNode[]> {
    return (await this.facets.subjects()).map((row) => ({ id: row.id, parentId: row.parent_id, title: row.title }));
  }
}
