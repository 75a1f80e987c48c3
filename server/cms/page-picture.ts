import type { PriorityPicture } from "../../src/domain/cms/priority-picture";
import type { Database } from "../db/database.port";
import type { PagePictureSource, PreloadPage } from "../http/page-preloads";
import type { Clock } from "../shared/clock";
import { ShellRepository } from "../shell/shell.repository";
import { ShellService } from "../shell/shell.service";
import { AppPageRepository } from "./app-page.repository";
import { AppPageService } from "./app-page.service";
import { BlockFiller } from "./block-filler";
import { CmsPageRepository } from "./cms-page.repository";
import { CmsPageService } from "./cms-page.service";
import { CollectionSummaryRepository } from "./collection-summary.repository";

/**
 * Decision: a page's first picture is remembered for a minute, so an HTML request costs no query
 * most of the time. An edited page's new picture is preloaded a minute late at worst; a stale
 * preload only costs a download the page does not use, never what the page shows.
 */
const REMEMBER_MS = 60_000;
// Any slug can be asked for: the memory is bounded, and simply starts over when full.
const MAX_REMEMBERED = 500;

/** The first picture of an app start page or a visitor's CMS page, for the HTML's preload (server/http/page-preloads.ts). */
export class PagePictures implements PagePictureSource {
  private readonly remembered = new Map<string, { picture: PriorityPicture | null; until: number }>();

  constructor(
    private readonly apps: Pick<AppPageService, "firstPicture">,
    private readonly pages: Pick<CmsPageService, "firstPicture">,
    private readonly clock: Clock,
  ) {}

  async pictureOf(page: PreloadPage, reseller: string): Promise<PriorityPicture | null> {
    const key = page.kind === "app" ? `app|${page.app}` : `cms|${reseller}|${page.slug}`;
    const now = this.clock.now().getTime();
    const known = this.remembered.get(key);
    if (known !== undefined && known.until > now) return known.picture;
    const picture = page.kind === "app" ? await this.apps.firstPicture(page.app) : await this.pages.firstPicture(page.slug, reseller);
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
    this.remembered.set(key, { picture, until: now + REMEMBER_MS });
    return picture;
  }
}

/** The lookup on the app's database, with the CMS read side's own rules (reseller fallback, visibility). */
export function createPagePictures(db: Database, clock: Clock): PagePictures {
  const shell = new ShellService(new ShellRepository(db), clock);
  const resolveReseller = async (requested: string | undefined) => shell.resolveReseller(requested);
  const apps = new AppPageRepository(db);
  const collections = new CollectionSummaryRepository(db);
  return new PagePictures(
    new AppPageService(apps, collections, resolveReseller),
    new CmsPageService(new CmsPageRepository(db), new BlockFiller(collections, apps), resolveReseller),
    clock,
  );
}
