import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { useStores } from "../../app/stores-context";

/**
 * Keeps the consent store in step with the page (its path: promotion and campaign pages have their
 * own context, SPEC §1), the reseller's config (GET /v1/config/{reseller}: context type and tracking
 * ids, SPEC §3) and the user's role (SPEC §6). Call it from an observer component.
 */
export function useConsentSync(): void {
  const { consent, session, shell } = useStores();
  const { pathname } = useLocation();
  const config = shell.config;
  const role = session.claims?.role ?? null;
  const identityPending = session.isRestoring || session.isLoggingIn;

  useEffect(() => {
    consent.sync({
      path: pathname,
      config:
        config === null
          ? null
          : {
              resellerSlug: config.resellerSlug,
              contextType: config.contextType,
              googleAnalyticsId: config.googleAnalyticsId,
              metaPixelId: config.metaPixelId,
            },
      role,
      identityPending,
    });
  }, [consent, pathname, config, role, identityPending]);
}
