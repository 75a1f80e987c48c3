import { Box, Flex } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { Outlet } from "react-router-dom";
import { useStores } from "../app/stores-context";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { useRouteChangeEffects } from "./use-route-change-effects";

/** The shell around every page: skip link, header, main content, footer (SPEC §2). */
export const AppShell = observer(function AppShell() {
  const { ui } = useStores();
  useRouteChangeEffects();
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      {/* SPEC §2: fullscreen mode hides header and footer. */}
      {!ui.isFullscreen && <SiteHeader />}
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
        <Outlet />
      </Box>
      {!ui.isFullscreen && <SiteFooter />}
    </Flex>
  );
});
