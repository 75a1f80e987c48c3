import { isAppSlug, type AppSlug } from "../../src/domain/access/licence";
import type { PriorityPicture } from "../../src/domain/cms/priority-picture";
import { imageVariants } from "../../src/domain/media/image-variants";
import { currentReseller } from "../../src/domain/routing/current-reseller";
import { pathReseller } from "../../src/domain/routing/reseller-redirect";
import { isCachedRoute } from "../../src/domain/routing/route-policies";
import { findRoute, type RouteName } from "../../src/domain/routing/route-patterns";
import { splitPath } from "../../src/domain/routing/query-string";

/**
 * Issue 8's Lighthouse goal (LCP ≤ 2.0 s on the start page, the Play start page and a CMS page):
 * without help, a first visit fetches in a chain — the app's code, then the page's code and texts,
 * then the page's data, then its first picture — each a round trip on a school's slow network. The
 * HTML of these pages names all of them at once as preloads, so they arrive while the app's code
 * downloads. Only what a visitor's first load fetches anyway, without a token: a signed-in reader's
 * calls carry the bearer (a preload cannot) and would not match.
 */
export type PreloadPage = { readonly kind: "app"; readonly app: AppSlug } | { readonly kind: "cms"; readonly slug: string };

export interface PagePreloadPlan {
  readonly route: RouteName;
  readonly page: PreloadPage;
  /** The page's reseller, as the web app works it out for a visitor (SPEC §1, currentReseller). */
  readonly reseller: string;
  /** Same-origin API addresses, exactly as the web app's REST client writes them. */
  readonly data: readonly string[];
  /** Data the first paint waits for but that is not on the way to the page's largest paint (the menu, footer, SSO options): fetched at low priority, after the app's code. */
  readonly laterData: readonly string[];
}

/**
 * The page a visitor's HTML request opens, when it is an app start page or a CMS page (SPEC §2
 * route table, the web app's route-table.ts): the routes the Lighthouse figures measure.
 */
function preloadPageOf(route: RouteName, params: Readonly<Record<string, string>>, pathname: string): PreloadPage | null {
  switch (route) {
    case "home":
    case "landingPlay":
      return { kind: "app", app: "play" };
    // The bare reseller page shows the reseller's Play start page (reseller-home-page.tsx).
    case "resellerHome":
      return pathReseller(pathname) === null ? null : { kind: "app", app: "play" };
    case "appStart":
      return isAppSlug(params.appSlug) ? { kind: "app", app: params.appSlug } : null;
    case "page":
    case "promo":
      return params.pageSlug ? { kind: "cms", slug: params.pageSlug } : null;
    default:
      return null;
  }
}

/** What to preload for an HTML request (path with query), or null when it opens no such page. */
export function pagePreloadPlan(url: string): PagePreloadPlan | null {
  const { pathname, search } = splitPath(url);
  const found = findRoute(pathname);
  if (found === null) return null;
  const page = preloadPageOf(found.name, found.params, pathname);
  if (page === null) return null;
  const reseller = currentReseller({ pathname, search, tokenReseller: null });
  const query = `reseller=${encodeURIComponent(reseller)}`;
  const own =
    page.kind === "app"
      ? [`/v1/pages/app/${page.app}?${query}`, `/v1/meta/app/${page.app}?${query}`]
      : [`/v1/cms/pages/${encodeURIComponent(page.slug)}?${query}`, `/v1/meta/pages/${encodeURIComponent(page.slug)}?${query}`];
  // The shell's calls (ShellStore, AlertStripsStore), which the web app's first paint waits for
  // (src/ui/app/first-page.ts): the reseller config everywhere; the alert strips, menu, footer and
  // SSO options too except on the cached home route (SPEC §2).
  const config = `/v1/config/${encodeURIComponent(reseller)}`;
  const cached = isCachedRoute(pathname);
  const shell = cached ? [config] : [config, `/v1/cms/alert-strips?${query}`];
  const laterData = cached ? [] : [`/v1/cms/menu?${query}`, `/v1/cms/footer?${query}`, `${config}/sso`];
  return { route: found.name, page, reseller, data: [...own, ...shell], laterData };
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Preload elements: the page's code in the head, its data and picture at the end of the body. */
export interface PreloadElements {
  readonly head: string;
  readonly body: string;
}

export const NO_PRELOADS: PreloadElements = { head: "", body: "" };

/**
 * The <link> elements for a plan: the page's code (module preloads, beside the app's own), its data
 * (fetch preloads, `crossorigin` as fetch() sends same-origin requests in cors mode) and its first
 * picture (the <picture>'s first source, AVIF, with the same srcset and sizes). The data and picture
 * come last in the document: nothing can use them before the app's code has run, so on a slow
 * network (six connections per host over HTTP/1.1) they must not hold the code back.
 */
export function preloadLinks(plan: PagePreloadPlan, modules: readonly string[], picture: PriorityPicture | null): PreloadElements {
  const head = modules.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`);
  const body = plan.data.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`);
  const best = picture ? imageVariants(picture.url)?.[0] : undefined;
  if (picture && best) {
    body.push(
      `<link rel="preload" as="image" type="${best.mimeType}" imagesrcset="${escapeAttribute(best.srcset)}" ` +
        `imagesizes="${escapeAttribute(picture.sizes)}" fetchpriority="high">`,
    );
  }
  body.push(
    ...plan.laterData.map((url) => `<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="${escapeAttribute(url)}">`),
  );
  return { head: head.join("\n    "), body: body.join("\n    ") };
}

/** Inserts the elements right before </head> and </body> (after the app's own scripts and its root element). */
export function withPreloadElements(html: string, elements: PreloadElements): string {
  const before = (text: string, tag: RegExp, inserted: string) => {
    const at = inserted === "" ? -1 : text.search(tag);
    return at === -1 ? text : `${text.slice(0, at)}  ${inserted}\n  ${text.slice(at)}`;
  };
  return before(before(html, /<\/head>/i, elements.head), /<\/body>/i, elements.body);
}

/** Finds a page's first picture (server/cms/page-picture.ts); null when it has none or is not a visitor's to read. */
export interface PagePictureSource {
  pictureOf(page: PreloadPage, reseller: string): Promise<PriorityPicture | null>;
}

/**
 * The session marker cookie the web app writes beside the access token (src/adapters/browser/auth/
 * cookie-token.store.ts SESSION_COOKIE; tests/access-token-cookie.test.ts holds the names together).
 */
export const SESSION_MARKER_COOKIE = "skolmedia_session";

// The HTML waits for the picture lookup at most this long (it is cached, so usually it is instant):
// a slow database costs the preload, never the page.
const PICTURE_WAIT_MS = 100;

/**
 * The preload elements for an HTML request: none for a signed-in reader (a cookie of the session) or
 * a page without a plan; the picture is left out when its lookup fails or is slow.
 */
export async function pagePreloadElements(input: {
  readonly url: string;
  readonly cookies: Readonly<Record<string, string | undefined>>;
  readonly sessionCookies: readonly string[];
  readonly modulesFor: (route: RouteName) => readonly string[];
  readonly pictures: PagePictureSource | null;
}): Promise<PreloadElements> {
  if (input.sessionCookies.some((name) => input.cookies[name])) return NO_PRELOADS;
  const plan = pagePreloadPlan(input.url);
  if (plan === null) return NO_PRELOADS;
  let timer: NodeJS.Timeout | undefined;
  const picture = input.pictures
    ? await Promise.race([
        input.pictures.pictureOf(plan.page, plan.reseller).catch(() => null),
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), PICTURE_WAIT_MS))),
      ])
    : null;
  clearTimeout(timer);
  return preloadLinks(plan, input.modulesFor(plan.route), picture);
}
