// SPEC §2 route table as router patterns (":name" marks a parameter, the react-router and
// server-side syntax), so the web app's router, the server's SPA fallback and the path builders
// of this folder share one list. Static segments come before parameters of the same depth, e.g.
// collections/my-favorites is listed before collections/:collectionId.

export const ROUTE_PATTERNS = {
  home: "/",
  landingPlay: "/play",
  loginPlain: "/login",
  signupPlain: "/signup",
  profiles: "/profiles",
  promo: "/promo/:pageSlug",
  campaignSuccess: "/campaign/success",
  campaignActivateAccount: "/campaign/activate-account",
  campaign: "/campaign/:campaignCode",
  unsubscribe: "/unsubscribe",
  ssoError: "/sso-error/:errorId",
  resellerHome: "/:reseller",
  notFound: "/:reseller/404",
  login: "/:reseller/login",
  signup: "/:reseller/signup",
  signupSuccess: "/:reseller/signup-success",
  activateAccount: "/:reseller/activate-account",
  setPassword: "/:reseller/set-password",
  resetPassword: "/:reseller/reset-password",
  logout: "/:reseller/logout",
  settings: "/:reseller/settings",
  administrateStudents: "/:reseller/administrate-students",
  collections: "/:reseller/collections",
  favourites: "/:reseller/collections/my-favorites",
  collection: "/:reseller/collections/:collectionId",
  page: "/:reseller/pages/:pageSlug",
  adminAlerts: "/:reseller/admin/alerts",
  adminMenu: "/:reseller/admin/menu",
  adminPages: "/:reseller/admin/pages",
  adminPage: "/:reseller/admin/pages/:pageId",
  adminPagePreview: "/:reseller/admin/pages/:pageId/preview",
  adminApp: "/:reseller/admin/:appSlug",
  adminAppSlides: "/:reseller/admin/:appSlug/slides",
  adminAppCollections: "/:reseller/admin/:appSlug/collections",
  cart: "/:reseller/boka/cart",
  appStart: "/:reseller/:appSlug",
  search: "/:reseller/:appSlug/search",
  product: "/:reseller/:appSlug/products/:productIdSlug",
  series: "/:reseller/:appSlug/series/:seriesIdSlug",
  feed: "/:reseller/:appSlug/feed/:feedId",
} as const;

export type RouteName = keyof typeof ROUTE_PATTERNS;

/**
 * Matches a path (query and hash ignored) against a pattern; the decoded parameters, or null.
 * A trailing slash is tolerated. Used by the server to tell app routes from unknown paths.
 */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.split("/").filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] ?? "";
    const h = have[i] ?? "";
    if (w.startsWith(":")) {
      try {
        params[w.slice(1)] = decodeURIComponent(h);
      } catch {
        return null;
      }
    } else if (w !== h) {
      return null;
    }
  }
  return params;
}

/** The first route (in table order) a path matches, with its parameters; null when none does. */
export function findRoute(path: string): { name: RouteName; params: Record<string, string> } | null {
  for (const name of Object.keys(ROUTE_PATTERNS) as RouteName[]) {
    const params = matchRoute(ROUTE_PATTERNS[name], path);
    if (params !== null) return { name, params };
  }
  return null;
}
