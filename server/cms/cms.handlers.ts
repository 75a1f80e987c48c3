import type { ModuleContext } from "../app";
import { defineHandlers } from "../http/contract-handler";
import { ShellRepository } from "../shell/shell.repository";
import { ShellService } from "../shell/shell.service";
import { AppPageRepository } from "./app-page.repository";
import { AppPageService } from "./app-page.service";
import { BlockFiller } from "./block-filler";
import { CmsPageRepository } from "./cms-page.repository";
import { CmsPageService } from "./cms-page.service";
import { CollectionSummaryRepository } from "./collection-summary.repository";

/** SPEC §7 getPageMeta: "the reseller defaults to sli here". */
const PAGE_META_DEFAULT_RESELLER = "sli";

/**
 * The read side of the CMS-driven public site (issue 8): CMS pages by slug (readers) or id
 * (admins), a page's slideshow, the app start pages with their slideshows, featured collections
 * and toplists, and page metadata. Every reseller value falls back to member (SPEC §1) through the
 * shell's rule. The admin writes (pages, slides, featured lists) are issue 15's.
 */
export function cmsHandlers({ db, clock }: ModuleContext) {
  const shell = new ShellService(new ShellRepository(db), clock);
  const resolveReseller = async (requested: string | undefined) => shell.resolveReseller(requested);
  const appPageRepository = new AppPageRepository(db);
  const collections = new CollectionSummaryRepository(db);
  const pages = new CmsPageService(new CmsPageRepository(db), new BlockFiller(collections, appPageRepository), resolveReseller);
  const apps = new AppPageService(appPageRepository, collections, resolveReseller);
  return defineHandlers({
    // Optional bearer: the token decides visibility (private pages) and the admin's draft.
    getCmsPage: async (request, reply) =>
      reply.answer(200, await pages.page(request.params.id, request.query.reseller, request.auth ?? null)),
    getPageCarousel: async (request, reply) =>
      reply.answer(200, await pages.carousel(request.params.slug, request.query.reseller, request.auth ?? null)),
    getPageMeta: async (request, reply) =>
      reply.answer(200, await pages.meta(request.params.slug, request.query.reseller ?? PAGE_META_DEFAULT_RESELLER)),
    getAppSlideshow: async (request, reply) => reply.answer(200, await apps.slideshow(request.params.app)),
    getAppSlide: async (request, reply) => reply.answer(200, await apps.slide(request.params.app, request.params.slideId)),
    getAppFeaturedCollections: async (request, reply) => reply.answer(200, await apps.featured(request.params.app)),
    listAppToplists: async (request, reply) => reply.answer(200, await apps.toplists(request.params.app)),
    getAppMeta: async (request, reply) => reply.answer(200, await apps.meta(request.params.app, request.query.reseller)),
    getPlayAppPage: async (request, reply) => reply.answer(200, await apps.page("play", request.query.reseller, request.auth ?? null)),
    getBokaAppPage: async (request, reply) => reply.answer(200, await apps.page("boka", request.query.reseller, request.auth ?? null)),
    getLashornanAppPage: async (request, reply) =>
      reply.answer(200, await apps.page("lashornan", request.query.reseller, request.auth ?? null)),
  });
}
