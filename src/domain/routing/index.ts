// Group 2 of issue 3: resellers and routes (SPEC §1, §2, §9).
export { DEFAULT_RESELLER, PREFIXED_LOGIN_RESELLERS, resolveReseller, resellerSegment, isResellerSlugShape } from "./reseller";
export {
  loginPath,
  signupPath,
  signupSuccessPath,
  activationPath,
  setPasswordPath,
  resetPasswordPath,
  logoutPath,
  settingsPath,
  studentAdminPath,
  notFoundPath,
  profilesPath,
  isLoginPath,
  isLogoutPath,
  nextParam,
} from "./account-routes";
export {
  appStartPath,
  playPath,
  productPath,
  seriesPath,
  feedPath,
  cartPath,
  collectionsPath,
  collectionPath,
  favouritesPath,
  pagePath,
} from "./app-routes";
export type { OrdersTab } from "./app-routes";
export { searchPath, defaultSearchPath } from "./search-routes";
export {
  HOME_PATH,
  LANDING_PLAY_PATH,
  promoPath,
  campaignPath,
  campaignSuccessPath,
  campaignActivationPath,
  unsubscribePath,
  ssoErrorPath,
} from "./public-routes";
export {
  adminAlertsPath,
  adminMenuPath,
  adminPagesPath,
  adminPagePath,
  adminPagePreviewPath,
  adminAppPath,
  adminAppSlidesPath,
  adminAppCollectionsPath,
} from "./admin-routes";
export { isBot, shouldScrollToTop, isCachedRoute, ROBOTS_META_CONTENT } from "./route-policies";
export { serverRedirect, pathReseller, RESELLER_FREE_SEGMENTS } from "./server-redirect";
export type { ServerRedirectInput } from "./server-redirect";
export {
  buildQuery,
  withQuery,
  parseQuery,
  queryValue,
  splitPath,
  pathSegments,
  encodeQueryComponent,
  decodeQueryComponent,
  encodePathSegment,
} from "./query-string";
export type { QueryEntry, QueryValue } from "./query-string";
export { ROUTE_PATTERNS, matchRoute, findRoute } from "./route-patterns";
export type { RouteName } from "./route-patterns";
export { currentReseller } from "./current-reseller";
