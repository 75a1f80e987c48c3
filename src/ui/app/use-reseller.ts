import { useLocation } from "react-router-dom";
import { currentReseller } from "../../domain/routing/current-reseller";
import { useStores } from "./stores-context";

/** The reseller of the current page (the rule lives in the domain: currentReseller, SPEC §1). */
export function useReseller(): string {
  const { pathname, search } = useLocation();
  const { session } = useStores();
  return currentReseller({ pathname, search, tokenReseller: session.claims?.resellerSlug });
}
