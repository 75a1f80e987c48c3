import { Box, Button, Container, Flex, HStack, Link, Stack } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, NavLink, useLocation } from "react-router-dom";
import { appLinks } from "../../domain/links/app-links";
import { visitorAccountLinks } from "../../domain/menu/account-links";
import { playPath } from "../../domain/routing/app-routes";
import { useBrand } from "../app/brand-context";
import { useStores } from "../app/stores-context";
import { useReseller } from "../app/use-reseller";
import { BRAND_PALETTES } from "../theme/brand-palettes";
import { AccountMenuButton } from "./account-menu-button";
import { BrandLogo } from "./brand-logo";

// The menu's code (Chakra's menu machine and popper, ~90 KiB raw) is needed only once logged in, so a
// visitor's first load (the login page) does without it; meanwhile the same button shows, disabled.
const AccountMenu = lazy(async () => ({ default: (await import("./account-menu")).AccountMenu }));

export const SiteHeader = observer(function SiteHeader() {
  const { t } = useTranslation(["shell", "common"]);
  const { session, ui } = useStores();
  const reseller = useReseller();
  const brand = useBrand();
  const { pathname, search } = useLocation();
  const palette = BRAND_PALETTES[brand];
  // SPEC §6: the login and signup buttons (brand rule, none on the login page) come from the domain.
  const visitorLinks = visitorAccountLinks({ brand, loggedIn: session.isLoggedIn, location: `${pathname}${search}`, reseller });

  const appMenu = (direction: "row" | "column") => (
    <Stack as="ul" direction={direction} gap={direction === "row" ? "1" : "0"} listStyleType="none" m="0" p="0">
      {appLinks(reseller).map(({ app, path }) => (
        <li key={app}>
          <Link
            asChild
            px="3"
            py="2"
            display="block"
            borderRadius="md"
            color="gray.800"
            fontWeight="medium"
            _hover={{ bg: "brand.subtle" }}
            css={{ "&[aria-current=page]": { color: "brand.fg", textDecoration: "underline", textUnderlineOffset: "6px" } }}
          >
            <NavLink to={path}>{t(`common:apps.${app}`)}</NavLink>
          </Link>
        </li>
      ))}
    </Stack>
  );

  return (
    <Box as="header" borderBottomWidth="4px" borderBottomColor="brand.solid" bg="white">
      <Container maxW="6xl" py="3">
        <Flex align="center" gap="4">
          <Link asChild aria-label={t("header.homeLink")} _hover={{ textDecoration: "none" }}>
            <RouterLink to={session.isLoggedIn ? playPath(reseller) : "/"}>
              <BrandLogo label={palette.label} colour={palette.primary} />
            </RouterLink>
          </Link>
          <Box as="nav" aria-label={t("header.mainNavigation")} display={{ base: "none", md: "block" }} flex="1">
            {appMenu("row")}
          </Box>
          <HStack gap="2" ml="auto">
            {session.isLoggedIn ? (
              <Suspense fallback={<AccountMenuButton disabled />}>
                <AccountMenu reseller={reseller} />
              </Suspense>
            ) : (
              <>
                {visitorLinks.login !== null && (
                  <Button asChild colorPalette="brand" size="sm">
                    <RouterLink to={visitorLinks.login}>{t("common:account.login")}</RouterLink>
                  </Button>
                )}
                {visitorLinks.signup !== null && (
                  <Button asChild colorPalette="accent" size="sm" display={{ base: "none", sm: "inline-flex" }}>
                    <RouterLink to={visitorLinks.signup}>{t("common:account.signup")}</RouterLink>
                  </Button>
                )}
              </>
            )}
            <Button
              display={{ base: "inline-flex", md: "none" }}
              variant="ghost"
              size="sm"
              aria-expanded={ui.isMobileMenuOpen}
              aria-controls="mobile-menu"
              aria-label={ui.isMobileMenuOpen ? t("header.mobileMenuClose") : t("header.mobileMenuOpen")}
              onClick={() => ui.setMobileMenuOpen(!ui.isMobileMenuOpen)}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d={ui.isMobileMenuOpen ? "M6 6l12 12M18 6L6 18" : "M3 6h18M3 12h18M3 18h18"}
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </Button>
          </HStack>
        </Flex>
        {ui.isMobileMenuOpen && (
          <Box as="nav" id="mobile-menu" aria-label={t("header.mainNavigation")} display={{ base: "block", md: "none" }} pt="2">
            {appMenu("column")}
          </Box>
        )}
      </Container>
    </Box>
  );
});
