import { useLocation } from "react-router-dom";
import { pathReseller } from "../../domain/routing/reseller-redirect";
import { AppStartPage } from "./app-start-page";
import { NotFoundPage } from "./not-found-page";

/**
 * /{reseller}: the bare reseller page (SPEC §2). Decision: it shows the reseller's Play start page
 * in place, with no redirect. SPEC §2 exempts this page from the reseller redirect, so it is the
 * page a reseller links to as its own front door — even for a user signed in with another reseller —
 * and a redirect to /{reseller}/play would hand that user to the redirect after all. Play is the
 * landing app of SPEC §2 ("/play, /" landing routes). An unknown reseller shows member's, as every
 * invalid reseller does (SPEC §1); a segment that is a page of its own and never a reseller
 * (/signup, /unsubscribe, /promo … whose pages have not landed yet) is not found.
 */
export function ResellerHomePage() {
  const { pathname } = useLocation();
  if (pathReseller(pathname) === null) return <NotFoundPage />;
  return <AppStartPage app="play" />;
}
