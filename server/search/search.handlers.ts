import type { ModuleContext } from "../app";
import { defineHandlers } from "../http/contract-handler";
import { ShellRepository } from "../shell/shell.repository";
import { ShellService } from "../shell/shell.service";
import { SearchFacetsRepository } from "./search-facets.repository";
import { SearchPageService } from "./search-page.service";

/**
 * Search and discovery (SPEC §2 "Search results", §3 filter sets, §9): for now the search page's
 * set-up; issue 9 adds the product search, counts, suggestions and history here, on the same facets
 * repository and taxonomy. Every reseller value falls back to member (SPEC §1) through the shell's rule.
 */
export function searchHandlers({ db, clock }: ModuleContext) {
  const shell = new ShellService(new ShellRepository(db), clock);
  const searchPage = new SearchPageService(new SearchFacetsRepository(db), async (requested) => shell.resolveReseller(requested), clock);
  return defineHandlers({
    // Optional bearer: the token's licence picks the apps (SPEC §6), its age and scope the counts.
    getSearchPage: async (request, reply) => reply.answer(200, await searchPage.page(request.query.reseller, request.auth ?? null)),
  });
}
