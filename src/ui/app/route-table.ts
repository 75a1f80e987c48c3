import type { ComponentType } from "react";
import type { RootStore } from "../../application/root.store";
import { isAppSlug, type AppSlug } from "../../domain/access/licence";
import type { RouteAccess } from "../../domain/routing/route-guard";
import type { RouteName } from "../../domain/routing/route-patterns";
import { pathReseller } from "../../domain/routing/reseller-redirect";
import type { LazyNamespace } from "../i18n/namespaces";

/** What a page's data depends on, as the page itself works it out (useParams, useReseller, useViewer). */
export interface PageDataContext {
  readonly root: RootStore;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly pathname: string;
  readonly reseller: string;
  readonly viewer: string;
}

/**
 * The web app's route table (issue 7 §3), built on the domain's SPEC §2 patterns (ROUTE_PATTERNS:
 * the one list the path builders and the server share). Each route names its page, who may open it
 * and the translation namespaces its page needs; app-routes.tsx turns the table into the router's
 * routes and route-guard.tsx applies the access rule, so no page guards itself.
 */
export interface RouteEntry {
  /** The page, fetched on first use: a literal import() so the bundler gives it a chunk of its own. */
  readonly page: () => Promise<ComponentType>;
  /** Public, guest (login), login or role (SPEC §6); route-guard.tsx enforces it. */
  readonly access: RouteAccess;
  /** Namespaces beyond the shell's (common, shell) that the page uses, fetched with its chunk. */
  readonly namespaces: readonly LazyNamespace[];
  /**
   * The data the page asks for as it opens — the same store call as its own effect, so the stores
   * keep one answer — asked for before the app's first paint (first-page.ts), so that paint shows
   * the page itself (issue 8: LCP).
   */
  readonly data?: (context: PageDataContext) => Promise<void>;
}

/**
 * Decision: the table covers the patterns that have a page today. Every other pattern is listed in
 * PENDING_ROUTES and not routed, so its address stays what it was before this table: an address the
 * router does not know, answered by the not-found page. Neither alternative is honest: routing a real
 * SPEC route to the not-found page says "this does not exist", and a "coming soon" page promises a
 * date nobody has set. A slice that builds a page moves its route from PENDING_ROUTES to
 * ROUTES_WITH_PAGES and adds its entry; `tsc` fails until it does both, and fails when a new pattern
 * is in neither list (EVERY_PATTERN_DECIDED below).
 */
export const ROUTES_WITH_PAGES = [
  "home",
  "landingPlay",
  "loginPlain",
  "login",
  "profiles",
  "logout",
  "activateAccount",
  "notFound",
  "appStart",
  "resellerHome",
  "ssoError",
  "page",
  "promo",
] as const satisfies readonly RouteName[];

/** SPEC §2 routes whose slice has not landed; each names the slice that brings its page. */
export const PENDING_ROUTES = [
  // accounts: signup, password, settings
  "signupPlain",
  "signup",
  "signupSuccess",
  "setPassword",
  "resetPassword",
  "settings",
  // students
  "administrateStudents",
  // collections
  "collections",
  "favourites",
  "collection",
  // cms: pages, promotion and campaign pages, admin
  "campaign",
  "campaignSuccess",
  "campaignActivateAccount",
  "adminAlerts",
  "adminMenu",
  "adminPages",
  "adminPage",
  "adminPagePreview",
  "adminApp",
  "adminAppSlides",
  "adminAppCollections",
  // auth: unsubscribe
  "unsubscribe",
  // boka
  "cart",
  // search, catalogue
  "search",
  "product",
  "series",
  "feed",
] as const satisfies readonly RouteName[];

export type RouteWithPage = (typeof ROUTES_WITH_PAGES)[number];
export type PendingRoute = (typeof PENDING_ROUTES)[number];

type Undecided = Exclude<RouteName, RouteWithPage | PendingRoute>;
type DecidedTwice = Extract<RouteWithPage, PendingRoute>;

/** Compile-time: every SPEC §2 pattern has a page or is pending, never both (the error names the route). */
export const EVERY_PATTERN_DECIDED: [Undecided, DecidedTwice] extends [never, never]
  ? true
  : { readonly undecided: Undecided; readonly inBothLists: DecidedTwice } = true;

const PUBLIC: RouteAccess = { kind: "public" };
const GUEST: RouteAccess = { kind: "guest" };
const LOGIN: RouteAccess = { kind: "login" };

// Routes that share a page share its chunk.
const landingPage = async () => (await import("../shell/landing-page")).LandingPage;
const loginPage = async () => (await import("../auth/login-page")).LoginPage;
const notFoundPage = async () => (await import("../shell/not-found-page")).NotFoundPage;
const cmsPage = async () => (await import("../cms/cms-page")).CmsPage;

// The pages' own loads (app-start-page.tsx, cms-page.tsx), for the first paint.
const appPageData =
  (app: (context: PageDataContext) => AppSlug | null) =>
  async (context: PageDataContext): Promise<void> => {
    const slug = app(context);
    if (slug !== null) await context.root.cms.appPages.load({ app: slug, reseller: context.reseller, viewer: context.viewer });
  };
const playPageData = appPageData(() => "play");
const cmsPageData = async ({ root, params, reseller, viewer }: PageDataContext) =>
  root.cms.pages.load({ slug: params.pageSlug ?? "", reseller, viewer });

/** Compile-time: a route of ROUTES_WITH_PAGES without an entry, or an entry for any other, fails `tsc`. */
export const ROUTE_TABLE: Readonly<Record<RouteWithPage, RouteEntry>> = {
  // SPEC §2 "/play, /": a logged-in user is moved on by the guard (reseller rule); visitors see Play.
  home: { page: landingPage, access: PUBLIC, namespaces: ["cms"], data: playPageData },
  landingPlay: { page: landingPage, access: PUBLIC, namespaces: ["cms"], data: playPageData },
  loginPlain: { page: loginPage, access: GUEST, namespaces: ["auth", "validation"] },
  login: { page: loginPage, access: GUEST, namespaces: ["auth", "validation"] },
  profiles: { page: async () => (await import("../auth/profiles-page")).ProfilesPage, access: LOGIN, namespaces: ["auth"] },
  logout: { page: async () => (await import("../auth/logout-page")).LogoutPage, access: PUBLIC, namespaces: ["auth"] },
  // Public: the activation link of the e-mail opens it logged out too (SPEC §4 account activation).
  activateAccount: { page: async () => (await import("../auth/activation-page")).ActivationPage, access: PUBLIC, namespaces: ["auth"] },
  notFound: { page: notFoundPage, access: PUBLIC, namespaces: [] },
  appStart: {
    page: async () => (await import("../shell/app-start-page")).AppStartPage,
    access: PUBLIC,
    namespaces: ["cms"],
    data: appPageData(({ params }) => (isAppSlug(params.appSlug) ? params.appSlug : null)),
  },
  // SPEC §2 /{reseller}: the reseller's Play start page in place (reseller-home-page.tsx says why).
  resellerHome: {
    page: async () => (await import("../shell/reseller-home-page")).ResellerHomePage,
    access: PUBLIC,
    namespaces: ["cms"],
    data: appPageData(({ pathname }) => (pathReseller(pathname) === null ? null : "play")),
  },
  // SPEC §2/§8: public, as a failed single sign-on leaves the user logged out.
  ssoError: { page: async () => (await import("../shell/sso-error-page")).SsoErrorPage, access: PUBLIC, namespaces: [] },
  // SPEC §2 CMS pages; public routes, as a page's own visibility decides who reads it (SPEC §6).
  page: { page: cmsPage, access: PUBLIC, namespaces: ["cms", "validation"], data: cmsPageData },
  // SPEC §2 /promo/{pageSlug}: the same page without a reseller in its path (it skips the reseller redirect).
  promo: { page: cmsPage, access: PUBLIC, namespaces: ["cms", "validation"], data: cmsPageData },
};

/** What a route tells the guard, as react-router's `handle`. */
export interface RouteHandle {
  readonly access: RouteAccess;
}

/** Any address no route matches (and, until their slices land, the pending routes'). */
export const UNKNOWN_ADDRESS: RouteEntry = { page: notFoundPage, access: PUBLIC, namespaces: [] };
