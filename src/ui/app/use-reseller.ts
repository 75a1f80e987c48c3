import { useLocation } from "react-router-dom";
import { pathReseller } from "../../domain/routing/server-redirect";
import { resellerSegment } from "../../domain/routing/reseller";
import { useStores } from "./stores-context";

/**
 * The reseller of the current page: the {reseller} segment when the path has one, else the
 * `reseller` query parameter (SPEC §1), else the logged-in user's, else member.
 */
export function useReseller(): string {
  const { pathname, search } = useLocation();
  const { session } = useStores();
  const fromPath = pathReseller(pathname);
  if (fromPath !== null) return resellerSegment(fromPath);
  const fromQuery = new URLSearchParams(search).get("reseller");
  return resellerSegment(fromQuery ?? session.claims?.resellerSlug);
}
