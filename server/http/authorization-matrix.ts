import type { OperationId } from "../../src/contract/operations";
import { DEMO_PASSWORD } from "../seed/demo-accounts.seed";
import type { CallerSession, RequestParts } from "../testing/authorization/caller-session";
import { ownHistoryItem } from "../testing/authorization/search-history-item";

/**
 * Issue 6 §3, ARCHITECTURE §4.15: who may call what, one row per operation. The test beside this
 * file fails for a registered operation without a row, and sends every row's request as every
 * caller (server/http/authorization-matrix.test.ts). Object-level rows (someone else's collection,
 * profile, image) are in object-access-matrix.ts.
 *
 * Adding a handler? Add its row here, with a `request` when a generated one cannot show access
 * (e.g. it needs an id the caller owns, or credentials that work).
 */

/** The callers of issue 6 §3; their demo accounts are in server/testing/authorization/caller-session.ts. */
export const CALLERS = ["visitor", "student", "teacher", "admin", "inactive", "campaign"] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * - `allowed`: the caller gets past authentication and authorisation (the answer is not 401/403).
 * - `own`: allowed, on the caller's own data only; an operation with an id in its path needs an
 *   object-level row proving that another user's id gets 403/404.
 * - `401` / `403`: refused.
 */
export type Outcome = "allowed" | "own" | 401 | 403;

export interface MatrixRow {
  callers: Readonly<Record<Caller, Outcome>>;
  /**
   * A request the contract accepts, for one caller. Without it one is generated from the
   * operation's schemas — enough where any valid input shows the access decision.
   */
  request?: (session: CallerSession) => RequestParts | Promise<RequestParts>;
}

function everyoneIs(outcome: Outcome): Record<Caller, Outcome> {
  return Object.fromEntries(CALLERS.map((caller) => [caller, outcome])) as Record<Caller, Outcome>;
}

/** Anyone, with or without a token (`security: []` in the contract). */
export function publicRow(request?: MatrixRow["request"]): MatrixRow {
  return { callers: everyoneIs("allowed"), ...(request ? { request } : {}) };
}

/** Any signed-in account; the visitor gets 401. */
export function signedInRow(outcome: "allowed" | "own", request?: MatrixRow["request"]): MatrixRow {
  return { callers: { ...everyoneIs(outcome), visitor: 401 }, ...(request ? { request } : {}) };
}

/** Only the listed callers (e.g. `["admin"]`); other accounts get 403, the visitor 401. */
export function onlyRow(allowed: readonly Caller[], outcome: "allowed" | "own" = "allowed", request?: MatrixRow["request"]): MatrixRow {
  const callers = { ...everyoneIs(403), visitor: 401 as Outcome };
  for (const caller of allowed) callers[caller] = outcome;
  return { callers, ...(request ? { request } : {}) };
}

export const AUTHORIZATION_MATRIX: { readonly [Id in OperationId]?: MatrixRow } = {
  // SPEC §7 Auth: public; the credentials in the body decide, not who asks. Each caller uses its
  // own account (the visitor the campaign account), so the request can succeed.
  login: publicRow((session) => ({ body: { email: session.email ?? "kampanj@skolmedia.test", password: DEMO_PASSWORD } })),
  // A session of its own: rotating or revoking the caller's would end the session the matrix uses.
  refreshToken: publicRow(async (session) => ({ body: { refreshToken: (await session.freshTokens()).refreshToken } })),
  logout: publicRow(async (session) => ({ body: { refreshToken: (await session.freshTokens()).refreshToken } })),
  verifyToken: publicRow(async (session) => ({
    body: { token: session.tokens?.accessToken ?? (await session.freshTokens()).accessToken },
  })),
  sendEmailPasscode: publicRow((session) => ({ body: { email: session.email ?? "ingen@skolmedia.test" } })),
  getTest: publicRow(),
  // SPEC §3 shell data of a reseller: public (`security: []`); getMenu's optional token only adds
  // the caller's account dropdown, it never refuses a caller.
  getResellerConfig: publicRow(),
  getSsoConfig: publicRow(),
  getEnums: publicRow(),
  getMenu: publicRow(),
  getFooter: publicRow(),
  listAlertStrips: publicRow(),
  // Issue 8: the contact form block and the page error report are public; an optional token only
  // records the sender. A 429 of the per-address limits is still "allowed" (not 401/403).
  getContactForm: publicRow(),
  submitContactForm: publicRow(),
  trackPageError: publicRow(),
  // Issue 8, the CMS read side (server/cms): public. getCmsPage's row reads the logged-in-only page
  // `for-larare` (SPEC §6): a visitor is asked to log in (401), every account reads it. Drafts are
  // admins' only, answered 404 to everyone else (not a 401/403 this table can state, and no one
  // of a role owns them, so no object-level row): server/cms/cms-page.test.ts holds that rule.
  getCmsPage: { callers: { ...everyoneIs("allowed"), visitor: 401 }, request: () => ({ path: { id: "for-larare" } }) },
  getPageCarousel: publicRow(() => ({ path: { slug: "alla-block" } })),
  getPageMeta: publicRow(() => ({ path: { slug: "om-oss" } })),
  getAppSlideshow: publicRow(),
  getAppSlide: publicRow(),
  getAppFeaturedCollections: publicRow(),
  listAppToplists: publicRow(),
  getAppMeta: publicRow(),
  getPlayAppPage: publicRow(),
  getBokaAppPage: publicRow(),
  getLashornanAppPage: publicRow(),
  // Issue 8, the search page set-up (server/search): public; an optional token only picks the apps.
  getSearchPage: publicRow(),
  // Issue 9, the product search (server/search): public; an optional token only picks the apps,
  // reseller, scope and age of what is found (openapi searchProducts).
  searchProducts: publicRow(),
  searchProductsInScope: publicRow(),
  countProducts: publicRow(),
  // Issue 9 (server/search): the combo box and the series search are public (an optional token
  // only narrows them to the user); a search event is public and only adds to a signed-in
  // user's history (a 429 of its address limit is still "allowed"). History and scope are the
  // caller's own; another user's history item is a 404 (object-access-matrix.ts).
  getSearchSuggestions: publicRow(),
  searchSeries: publicRow(),
  trackSearchUserEvent: publicRow(),
  listSearchHistory: signedInRow("own"),
  deleteSearchHistoryByQuery: signedInRow("own"),
  deleteRecentSearch: signedInRow("own", async (session) => ({ path: { id: (await ownHistoryItem(session)).id } })),
  // The caller's current scope, so the matrix leaves the demo accounts as they were.
  setSearchScope: signedInRow("own", async (session) => ({ body: { scope: (await session.me())?.searchScope ?? 1 } })),
  // SPEC §3 Account: every account reads itself — the inactive one too, its activation page needs it.
  getMe: signedInRow("own"),
  // SPEC §2 /profiles: a profile of the caller's own account (object-level row in object-access-matrix.ts).
  // Accounts without profiles (student, admin, inactive, campaign) are allowed to ask and get 404.
  changeProfile: signedInRow("own", async (session) => ({ path: { id: (await session.me())?.profiles[0]?.id ?? 1 } })),
};
