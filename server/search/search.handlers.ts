import type { ModuleContext } from "../app";
import { defineHandlers } from "../http/contract-handler";
import { ShellRepository } from "../shell/shell.repository";
import { ShellService } from "../shell/shell.service";
import { SearchFacetsRepository } from "./search-facets.repository";
import { SearchPageService } from "./search-page.service";
import { AddressLimiter } from "../shell/address-limit";
import { userIdOf } from "../shell/storable-text";
import { requireAuth } from "../auth/bearer-auth";
import { ApiError } from "../http/api-error";
import { SearchHistoryRepository } from "./history.repository";
import { SearchHistoryService } from "./history.service";
import { SearchScopeRepository } from "./scope.repository";
import { SearchScopeService } from "./scope.service";
import { SearchEventRepository } from "./tracking.repository";
import { SEARCH_EVENT_LIMIT, SearchTrackingService } from "./tracking.service";
import { SuggestionsRepository } from "./suggestions.repository";
import { SuggestionsService } from "./suggestions.service";
import { SeriesSearchRepository } from "./series-search.repository";
import { SeriesSearchService } from "./series-search.service";
import { PostgresProductSearch } from "./product-search.pg";
import { ProductSearchService } from "./product-search.service";
import { readSearchRequest, type SearchQueryInput } from "./search-request";
import { SEARCH_PAGE_SIZE } from "../../src/domain/search-address/search-page-rules";

/**
 * Search and discovery (SPEC §2 "Search results", §3 filter sets, §9): for now the search page's
 * set-up; issue 9 adds the product search, counts, suggestions and history here, on the same facets
 * repository and taxonomy. Every reseller value falls back to member (SPEC §1) through the shell's rule.
 */
export function searchHandlers({ db, clock, rateLimitStore }: ModuleContext) {
  const shell = new ShellService(new ShellRepository(db), clock);
  const searchPage = new SearchPageService(new SearchFacetsRepository(db), async (requested) => shell.resolveReseller(requested), clock);
  // Issue 9 (S2): the combo box, the series search, the history, the scope and the search events.
  const resolve = async (requested: string | undefined) => shell.resolveReseller(requested);
  const suggestions = new SuggestionsService(new SuggestionsRepository(db), resolve, clock);
  const history = new SearchHistoryService(new SearchHistoryRepository(db), clock);
  const searchScope = new SearchScopeService(new SearchScopeRepository(db));
  const seriesSearch = new SeriesSearchService(new SeriesSearchRepository(db), resolve, clock);
  const events = new SearchTrackingService(
    new SearchEventRepository(db),
    history,
    new AddressLimiter(rateLimitStore, clock, SEARCH_EVENT_LIMIT),
    clock,
  );
  // The signed-in user's id; a token whose sub is no account id cannot own a history.
  const ownerOf = (request: Parameters<typeof requireAuth>[0]) => {
    const userId = userIdOf(requireAuth(request));
    if (userId === null) throw new ApiError("AUTH.UNAUTHENTICATED");
    return userId;
  };
  // Issue 9 (S1): the product search and its counts, on the PostgreSQL engine behind the search port.
  const products = new ProductSearchService(new PostgresProductSearch(db), new SearchFacetsRepository(db), resolve, clock);
  const searchRequest = (query: Omit<SearchQueryInput, "raw">) =>
    readSearchRequest({ ...query, raw: query as Readonly<Record<string, unknown>> }, SEARCH_PAGE_SIZE);
  return defineHandlers({
    // Optional bearer: the token's licence, reseller, age and scope decide what is found (openapi searchProducts).
    searchProducts: async (request, reply) =>
      reply.answer(
        200,
        await products.search(
          searchRequest(request.query),
          { scope: request.query.scope === undefined ? null : (Number(request.query.scope) as 1 | 2), reseller: request.query.reseller },
          request.auth ?? null,
        ),
      ),
    searchProductsInScope: async (request, reply) =>
      reply.answer(
        200,
        await products.search(
          searchRequest(request.query),
          { scope: Number(request.params.scope) as 1 | 2, reseller: request.query.reseller },
          request.auth ?? null,
        ),
      ),
    countProducts: async (request, reply) =>
      reply.answer(200, {
        count: await products.count(
          searchRequest(request.query),
          { scope: Number(request.params.scope) as 1 | 2, reseller: request.query.reseller },
          request.auth ?? null,
        ),
      }),
    // Optional bearer: the token's licence, reseller, age and history shape the suggestions.
    getSearchSuggestions: async (request, reply) =>
      reply.answer(
        200,
        await suggestions.suggest({ ...request.query, scope: request.params.scope, types: request.query.type ?? [] }, request.auth ?? null),
      ),
    // Optional bearer, as searchProducts: the same text and filters over the user's episodes.
    searchSeries: async (request, reply) =>
      reply.answer(
        200,
        await seriesSearch.search(
          searchRequest(request.query),
          { scope: request.query.scope, reseller: request.query.reseller },
          request.auth ?? null,
        ),
      ),
    listSearchHistory: async (request, reply) => reply.answer(200, await history.list(ownerOf(request), request.query.limit ?? 20)),
    deleteSearchHistoryByQuery: async (request, reply) => {
      await history.forgetQuery(ownerOf(request), request.query.queryString);
      return reply.answer(204);
    },
    deleteRecentSearch: async (request, reply) => {
      await history.forget(ownerOf(request), request.params.id);
      return reply.answer(204);
    },
    setSearchScope: async (request, reply) => reply.answer(200, await searchScope.set(requireAuth(request), request.body.scope)),
    // Optional bearer: a token only adds the search to the user's history.
    trackSearchUserEvent: async (request, reply) => {
      await events.record(request.body, { address: request.ip, userId: userIdOf(request.auth) }, (error, what) =>
        request.log.warn({ err: error }, `${what} not recorded`),
      );
      return reply.answer(204);
    },
    // Optional bearer: the token's licence picks the apps (SPEC §6), its age and scope the counts.
    getSearchPage: async (request, reply) => reply.answer(200, await searchPage.page(request.query.reseller, request.auth ?? null)),
  });
}
