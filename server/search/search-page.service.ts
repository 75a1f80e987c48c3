import type { components } from "../../src/contract/api.gen";
import { ageFromYearOfBirth } from "../../src/domain/access/age";
import { APP_ORDER, appsForLicence, type AppSlug } from "../../src/domain/access/licence";
import type { AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import { DEFAULT_TYPE } from "../../src/domain/filters/filter-keys";
import { SEARCH_PAGE_SIZE } from "../../src/domain/search-address/search-page-rules";
import type { Clock } from "../shared/clock";
import { ENUMS } from "../shell/enums";
import type { CatalogueScope, SearchFacetsRepository } from "./search-facets.repository";
import { facetsByApp, NO_FACETS, type AppFacetCounts } from "./search-app-facets";
import { initialFilterSets } from "./search-filter-sets";
import { categoryOptions } from "./search-taxonomy";

type Schemas = components["schemas"];

export type ResolveReseller = (requested: string | undefined) => Promise<string>;

/** SPEC §7: a token without searchScope (and a visitor) searches scope 1. */
const VISITOR_SEARCH_SCOPE = 1;

/**
 * SPEC §6 licence mapping. Decision (SPEC silent on visitors): a visitor is shown all three apps,
 * so the public search page shows what the catalogue holds; a licence that opens no app (the
 * default 1) gets no apps.
 */
export function searchApps(claims: AccessTokenClaims | null): AppSlug[] {
  return claims === null ? [...APP_ORDER] : appsForLicence(claims.license);
}

/** openapi SearchPage.defaultType is the const 5: the domain's SPEC §9 default type, checked once here. */
const CONTRACT_DEFAULT_TYPE = DEFAULT_TYPE === 5 ? DEFAULT_TYPE : failDefaultType();

function failDefaultType(): never {
  throw new Error(`the contract's default type is 5, the domain's is ${DEFAULT_TYPE}`);
}

/**
 * openapi getSearchPage: the apps the user's licence opens, in the fixed order of SPEC §9, each with
 * its category tabs (SPEC §2) and its filter sets with unfiltered counts of what this user may find
 * (reseller, search scope and age rules of the catalogue scope), so the page renders before the
 * first search answer.
 */
export class SearchPageService {
  constructor(
    private readonly facets: SearchFacetsRepository,
    private readonly resolveReseller: ResolveReseller,
    private readonly clock: Clock,
  ) {}

  async page(requestedReseller: string | undefined, claims: AccessTokenClaims | null): Promise<Schemas["SearchPage"]> {
    const apps = searchApps(claims);
    const scope: CatalogueScope = {
      apps,
      reseller: await this.resolveReseller(requestedReseller),
      searchScope: claims?.searchScope ?? VISITOR_SEARCH_SCOPE,
      // SPEC §6: visitors (no year of birth) count as 15.
      age: ageFromYearOfBirth(claims?.yearOfBirth ?? null, this.clock.now()),
    };
    const [facets, subjects] =
      apps.length === 0 ? [new Map<AppSlug, AppFacetCounts>(), []] : await Promise.all([this.countFacets(scope), this.subjects()]);
    return {
      apps: apps.map((app) => ({
        appName: app,
        title: ENUMS.apps.find((option) => option.value === app)?.title ?? app,
        categories: categoryOptions(app).map(({ value, title }) => ({ value: String(value), title })),
        filters: initialFilterSets(app, facets.get(app) ?? NO_FACETS, subjects),
      })),
      pageSize: SEARCH_PAGE_SIZE,
      defaultType: CONTRACT_DEFAULT_TYPE,
    };
  }

  private async subjects() {
    return (await this.facets.subjects()).map((row) => ({ id: row.id, parentId: row.parent_id, title: row.title }));
  }

  private async countFacets(scope: CatalogueScope): Promise<Map<AppSlug, AppFacetCounts>> {
    return facetsByApp(await this.facets.facetCounts(scope), scope.apps);
  }
}
