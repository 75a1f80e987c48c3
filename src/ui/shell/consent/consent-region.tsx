import { observer } from "mobx-react-lite";
import { lazy, Suspense } from "react";
import { useStores } from "../../app/stores-context";
import { useWhenIdle } from "../../shared/use-when-idle";
import { useConsentSync } from "./use-consent-sync";

// The dialog's code (its views and Chakra's switch machine) is fetched only when it opens: a
// returning visitor who has chosen never downloads it, a first visitor gets it once the page is
// there instead of before it (issue 8: initial JS, LCP).
const ConsentDialog = lazy(async () => ({ default: (await import("./consent-dialog")).ConsentDialog }));

/**
 * SPEC §2/§4 consent: keeps the consent store in step with the page, config and user, and shows the
 * consent dialog while it is open, where the shell places it (right after the skip link).
 */
export const ConsentRegion = observer(function ConsentRegion() {
  const { consent } = useStores();
  useConsentSync();
  const idle = useWhenIdle();
  if (!consent.isOpen || !idle) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog />
    </Suspense>
  );
});
