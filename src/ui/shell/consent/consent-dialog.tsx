import { Box, Portal } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { useStores } from "../../app/stores-context";
import { MAIN_CONTENT_ID } from "../skip-link";
import { ConsentSettings } from "./consent-settings";
import { ConsentSummary } from "./consent-summary";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** Keeps Tab and Shift+Tab inside the dialog while it is modal (WCAG 2.4.3: focus order). */
function trapTab(event: KeyboardEvent<HTMLElement>): void {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (first === undefined || last === undefined) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * SPEC §2 "A cookie consent dialog appears at the bottom left"; SPEC §4 consent. It does not block
 * the page: it sits right after the skip link, so keyboard users reach it first, and takes no focus
 * on its own. Only in promotion and campaign contexts (SPEC §4 "background overlay") it is modal:
 * the page behind is dimmed and inert, focus moves into the dialog and stays there until a choice.
 * Escape goes back from the settings, or closes the dialog without a choice (it returns on the next
 * load, SPEC §4 "no cookie means the dialog opens").
 */
export const ConsentDialog = observer(function ConsentDialog() {
  const { consent } = useStores();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const modal = consent.showsOverlay;
  const { isOpen, view } = consent;

  // Modal: the app behind is inert for keyboard and screen readers, and focus starts in the dialog.
  useEffect(() => {
    if (!isOpen || !modal) return;
    const app = document.getElementById("root");
    app?.setAttribute("inert", "");
    dialog.current?.querySelector<HTMLElement>("h2")?.focus();
    return () => app?.removeAttribute("inert");
  }, [isOpen, modal]);

  // A view change made from inside the dialog moves focus to the new view's heading, or back to
  // the settings button: the control that was focused is gone with the old view.
  const focusOnViewChange = useRef(false);
  const changeView = (change: () => void) => {
    focusOnViewChange.current = dialog.current?.contains(document.activeElement) ?? false;
    change();
  };
  useEffect(() => {
    if (!focusOnViewChange.current) return;
    focusOnViewChange.current = false;
    const selector = view === "settings" ? "h2" : "[data-consent-settings-button]";
    dialog.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [view]);

  if (!isOpen) return null;

  /** After a choice the dialog is gone: focus goes to the page instead of being lost. */
  const leave = (choose: () => void) => {
    const hadFocus = dialog.current?.contains(document.activeElement) ?? false;
    choose();
    if (hadFocus) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (view === "settings") changeView(() => consent.backToSummary());
      else leave(() => consent.dismiss());
    } else if (event.key === "Tab" && modal) {
      trapTab(event);
    }
  };

  const box = (
    <Box
      ref={dialog}
      role="dialog"
      aria-modal={modal}
      aria-labelledby={titleId}
      data-testid="consent-dialog"
      onKeyDown={onKeyDown}
      position="fixed"
      bottom={{ base: "0", sm: "4" }}
      left={{ base: "0", sm: "4" }}
      width={{ base: "100%", sm: "26rem" }}
      maxHeight={{ base: "85vh", sm: "calc(100vh - 2rem)" }}
      overflowY="auto"
      zIndex={modal ? "modal" : "banner"}
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius={{ base: "0", sm: "lg" }}
      boxShadow="lg"
      padding="5"
    >
      {view === "settings" ? (
        <ConsentSettings
          titleId={titleId}
          onSave={() => leave(() => consent.save())}
          onBack={() => changeView(() => consent.backToSummary())}
        />
      ) : (
        <ConsentSummary
          titleId={titleId}
          onAcceptAll={() => leave(() => consent.acceptAll())}
          onSettings={() => changeView(() => consent.openSettings())}
        />
      )}
    </Box>
  );

  if (!modal) return box;
  return (
    <Portal>
      <Box position="fixed" inset="0" bg="blackAlpha.600" zIndex="overlay" aria-hidden="true" data-testid="consent-overlay" />
      {box}
    </Portal>
  );
});
