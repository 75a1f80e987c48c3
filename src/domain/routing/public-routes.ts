import { encodePathSegment, withQuery } from "./query-string";

// SPEC §2 route table: the routes without a reseller segment.

/** "/" — the landing route, and the one cached route (SPEC §2, §9). */
export const HOME_PATH = "/";
/** "/play" — the other landing route. */
export const LANDING_PLAY_PATH = "/play";

/** /promo/{pageSlug} — a promotion page; it skips the reseller redirect. */
export function promoPath(pageSlug: string): string {
  return `/promo/${encodePathSegment(pageSlug)}`;
}

/** /campaign/{campaignCode} */
export function campaignPath(campaignCode: string): string {
  return `/campaign/${encodePathSegment(campaignCode)}`;
}

/** /campaign/success */
export function campaignSuccessPath(): string {
  return "/campaign/success";
}

/** /campaign/activate-account */
export function campaignActivationPath(): string {
  return "/campaign/activate-account";
}

/** /unsubscribe, with the key the unsubscribe link in the e-mail carries (if any). */
export function unsubscribePath(params: Readonly<Record<string, string>> = {}): string {
  return withQuery(
    "/unsubscribe",
    Object.keys(params)
      .sort()
      .map((key) => [key, params[key]] as const),
  );
}

/**
 * The single-sign-on failure page. SPEC §2 names the page without a path; the API reads the
 * failure by id (GET /auth/sso-error/{id}), so the page takes the same id: /sso-error/{id}.
 */
export function ssoErrorPath(errorId: string | number): string {
  return `/sso-error/${encodePathSegment(errorId)}`;
}
