import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { isCachedRoute } from "../../domain/routing/route-policies";
import { useStores } from "../app/stores-context";
import { useReseller } from "../app/use-reseller";

/**
 * Loads the shell's data for the current page's reseller (ShellStore.load): the menu, footer and SSO
 * configuration except on the cached home route / (SPEC §2), the reseller config everywhere (its
 * brand themes the page, SPEC §1). Failures show nothing (SPEC §8).
 */
export function useShellData(): void {
  const { shell } = useStores();
  const reseller = useReseller();
  const { pathname } = useLocation();
  const cachedRoute = isCachedRoute(pathname);
  useEffect(() => {
    void shell.load(reseller, { cachedRoute });
  }, [shell, reseller, cachedRoute]);
}
