import type { AccessTokenClaims, Role } from "../auth/access-token-claims";
import { destinationAfterLogin, loginRedirectFor } from "../auth/login-destination";
import { hasRole } from "../auth/roles";
import { loginPath, nextParam } from "./account-routes";
import { resellerRedirect } from "./reseller-redirect";

/** Who may open a route (SPEC §2 route table, §6 roles). Each route of the web app names one. */
export type RouteAccess =
  /** Everyone, logged in or not. */
  | { readonly kind: "public" }
  /** Visitors: a logged-in user is sent on to where logging in would have sent them (SPEC §4 "Login"). */
  | { readonly kind: "guest" }
  /** A logged-in user; a visitor is sent to login with the page as next (SPEC §4). */
  | { readonly kind: "login" }
  /** A logged-in user holding one of the roles (SPEC §6; admins count as teachers). */
  | { readonly kind: "role"; readonly roles: readonly Role[] };

export interface RouteGuardSession {
  readonly claims: AccessTokenClaims | null;
  /** A session exists: claims, or a kept refresh token that renews them. */
  readonly loggedIn: boolean;
  /** The session is being restored at start-up, so the claims may still be on their way. */
  readonly restoring: boolean;
  /** A login is in flight; its claims count once it has settled. */
  readonly loggingIn: boolean;
}

export interface RouteGuardInput {
  readonly access: RouteAccess;
  /** The current location: path, query and hash. */
  readonly location: string;
  /** The reseller of the current page (currentReseller). */
  readonly reseller: string;
  readonly session: RouteGuardSession;
  /** Bots skip the reseller redirects (SPEC §2). */
  readonly userAgent?: string | null;
}

export type RouteGuardDecision =
  | { readonly kind: "show" }
  /** Not decidable yet (the session is being restored): show that the page is loading. */
  | { readonly kind: "wait" }
  | { readonly kind: "redirect"; readonly to: string }
  /** Logged in without the role: SPEC §6's access-denied view. */
  | { readonly kind: "denied" };

const SHOW: RouteGuardDecision = { kind: "show" };
const WAIT: RouteGuardDecision = { kind: "wait" };
const DENIED: RouteGuardDecision = { kind: "denied" };

/**
 * What the web app does with a route before showing its page, in this order:
 * 1. guest pages (login): a settled login goes on as SPEC §4 "Login" says (next, /profiles or the
 *    activation page) — before the reseller rule, so the user is not first moved to another login;
 * 2. SPEC §2 "Routing behaviour": a logged-in user on another reseller's path goes to the same path
 *    with the token's reseller, and from / or /play to /{reseller}/play; bots skip both;
 * 3. access: public pages show; login and role pages wait while the session is being restored, then
 *    send a visitor to login (next = this page) and a user without the role to the access-denied view.
 */
export function guardRoute(input: RouteGuardInput): RouteGuardDecision {
  const { access, session } = input;
  if (access.kind === "guest") {
    if (session.claims === null || session.loggingIn) return SHOW;
    return redirect(destinationAfterLogin({ claims: session.claims, next: nextParam(input.location), reseller: input.reseller }));
  }

  const moved = resellerRedirect({
    path: input.location,
    tokenReseller: session.claims?.resellerSlug,
    userAgent: input.userAgent,
    loggedIn: session.claims !== null,
  });
  if (moved !== null) return redirect(moved);

  if (access.kind === "public") return SHOW;
  if (access.kind === "login" && session.loggedIn) return SHOW;
  if (access.kind === "role" && session.claims !== null) return hasRole(session.claims.role, access.roles) ? SHOW : DENIED;
  if (session.restoring) return WAIT;
  return redirect(loginRedirectFor(input.location, input.reseller) ?? loginPath(input.reseller));
}

function redirect(to: string): RouteGuardDecision {
  return { kind: "redirect", to };
}
