import { Box, Flex } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { Outlet } from "react-router-dom";
import { useStores } from "../app/stores-context";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { useRouteChangeEffects } from "./use-route-change-effects";
import { useShellData } from "./use-shell-data";
import { AlertStrips } from "./notices/alert-strips";
import { ConsentRegion } from "./consent/consent-region";
import { NoticeOverlay } from "./notices/notice-overlay";
import { FluidCorner } from "./fluid/fluid-corner";

/** The shell around every page: skip link, header, main content, footer (SPEC §2). */
export const AppShell = observer(function AppShell() {
  const { ui } = useStores();
  useRouteChangeEffects();
  useShellData();
  return (
    // isolation: the shell is its own stacking context, so the decorative canvas (z-index -1) is drawn
    // above the page background and below the content.
    <Flex direction="column" minH="100vh" position="relative" isolation="isolate">
      <SkipLink />
      {/* SPEC §2: the consent dialog (bottom left); next after the skip link, so the keyboard reaches it early. */}
      <ConsentRegion />
      {/* SPEC §2: fullscreen mode hides header and footer. */}
      {!ui.isFullscreen && <SiteHeader />}
      {/* SPEC §2: the alert strips belong to the top menu, under the header. */}
      {!ui.isFullscreen && <AlertStrips />}
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
        <Outlet />
      </Box>
      {!ui.isFullscreen && <SiteFooter />}
      {/* SPEC §4: toasts and network strips float over the page. */}
      <NoticeOverlay />
      {/* SPEC §1: the hidden corner that toggles the decorative fluid animation. */}
      <FluidCorner />
    </Flex>
  );
});
