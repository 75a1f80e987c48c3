import { isLoginPath, loginPath, signupPath } from "../routing/account-routes";
import { splitPath } from "../routing/query-string";
import { safeNextPath } from "../auth/safe-next";
import type { Brand } from "../shared/brand";

/**
 * SPEC §6: "Login and signup buttons show for logged-out visitors on two of the branded variants."
 * Decision: the default and education-streaming brands; film-library sites log in from their own
 * portal.
 */
export const LOGIN_BUTTON_BRANDS: readonly Brand[] = ["default", "education-streaming"];

/** Whether a reseller of this brand shows the login and signup buttons (the reseller config's showLoginButtons). */
export function showsLoginButtons(brand: Brand): boolean {
  return LOGIN_BUTTON_BRANDS.includes(brand);
}

export interface VisitorAccountLinksInput {
  /**
   * The reseller config's showLoginButtons (issue 8: the contract's field drives the buttons; the
   * server sets it with showsLoginButtons).
   */
  readonly showLoginButtons: boolean;
  /** Logged in (a token exists): the account dropdown shows instead (SPEC §6). */
  readonly loggedIn: boolean;
  /** The current location: path and query. */
  readonly location: string;
  readonly reseller: string;
}

/** The top menu's login and signup links; null where the button does not show. */
export interface VisitorAccountLinks {
  readonly login: string | null;
  readonly signup: string | null;
}

/**
 * The login and signup buttons of the top menu (SPEC §6). The login link brings the visitor back
 * to the current page (next); on the login page itself there is no login button, as the form is
 * right there.
 */
export function visitorAccountLinks(input: VisitorAccountLinksInput): VisitorAccountLinks {
  if (input.loggedIn || !input.showLoginButtons) return { login: null, signup: null };
  const { pathname, search } = splitPath(input.location);
  return {
    login: isLoginPath(pathname) ? null : loginPath(input.reseller, safeNextPath(`${pathname}${search}`)),
    signup: signupPath(input.reseller),
  };
}
