import { observer } from "mobx-react-lite";
import { Navigate, Outlet, useLocation, useMatches } from "react-router-dom";
import { guardRoute, type RouteAccess } from "../../domain/routing/route-guard";
import { AccessDeniedPage } from "../shell/access-denied-page";
import { PageLoading } from "./page-loading";
import type { RouteHandle } from "./route-table";
import { useStores } from "./stores-context";
import { useReseller } from "./use-reseller";

const PUBLIC: RouteAccess = { kind: "public" };

function accessOf(handle: unknown): RouteAccess {
  return typeof handle === "object" && handle !== null && "access" in handle ? (handle as RouteHandle).access : PUBLIC;
}

/**
 * The one guard of the route table: the current route's access (login, role, guest) and the
 * reseller rules of SPEC §2, decided by the domain (guardRoute), so no page checks them itself.
 * Observes the session, so logging in or out elsewhere re-decides at once.
 */
export const RouteGuard = observer(function RouteGuard() {
  const { session } = useStores();
  const reseller = useReseller();
  const { pathname, search, hash } = useLocation();
  const matches = useMatches();
  const decision = guardRoute({
    access: accessOf(matches.at(-1)?.handle),
    location: `${pathname}${search}${hash}`,
    reseller,
    session: {
      claims: session.claims,
      loggedIn: session.isLoggedIn,
      restoring: session.isRestoring,
      loggingIn: session.isLoggingIn,
    },
    userAgent: typeof navigator === "undefined" ? null : navigator.userAgent,
  });
  switch (decision.kind) {
    case "show":
      return <Outlet />;
    case "wait":
      return <PageLoading />;
    case "redirect":
      return <Navigate to={decision.to} replace />;
    case "denied":
      return <AccessDeniedPage />;
  }
});
