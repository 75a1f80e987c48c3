import { Box, Button, Container, Flex, HStack, Link } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { showsLoginButtons, visitorAccountLinks } from "../../domain/menu/account-links";
import { playPath } from "../../domain/routing/app-routes";
import { useBrand } from "../app/brand-context";
import { useStores } from "../app/stores-context";
import { useReseller } from "../app/use-reseller";
import { BRAND_PALETTES } from "../theme/brand-palettes";
import { AccountMenuButton } from "./account-menu-button";
import { BrandLogo } from "./brand-logo";
import { DesktopMenu } from "./menu/desktop-menu";
import { HeaderShortcuts } from "./menu/header-shortcuts";
import { MenuBarsIcon } from "./menu/menu-icons";
import { fallbackMenuItems, menuItems } from "./menu/menu-items";
import { MOBILE_MENU_ID, MobileMenu } from "./menu/mobile-menu";
import { useDesktopMenu } from "./menu/use-desktop-menu";

// The account menu's code (Chakra's menu machine and popper, ~90 KiB raw) is needed only once logged in, so a
// visitor's first load (the login page) does without it; meanwhile the same button shows, disabled.
const AccountMenu = lazy(async () => ({ default: (await import("./account-menu")).AccountMenu }));

/**
 * The top menu (SPEC §2): the logotype, the menu data's links (desktop bar with 'Visa fler', or the
 * hamburger menu below MD), the shortcut and cart icons, and the account dropdown — or, for
 * visitors, the login and signup buttons where the reseller config shows them (SPEC §6).
 */
export const SiteHeader = observer(function SiteHeader() {
  const { t } = useTranslation(["shell", "common"]);
  const { session, ui, shell } = useStores();
  const reseller = useReseller();
  const brand = useBrand();
  const { pathname, search } = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  const desktop = useDesktopMenu();
  const menu = shell.menu;
  const items = menu ? menuItems(menu.links, reseller) : fallbackMenuItems(reseller, (app) => t(`common:apps.${app}`));
  // SPEC §6: the account dropdown shows only when a login token exists and the menu data has it.
  const dropdown = session.isLoggedIn ? (menu?.accountDropdown ?? null) : null;
  // Issue 8: the reseller config's showLoginButtons decides; until it has loaded, the brand's rule.
  const showButtons = shell.config?.showLoginButtons ?? showsLoginButtons(brand);
  const visitorLinks = visitorAccountLinks({
    showLoginButtons: showButtons,
    loggedIn: session.isLoggedIn,
    location: `${pathname}${search}`,
    reseller,
  });
  const logotype = menu?.logotype;
  const home = logotype?.href ?? (session.isLoggedIn ? playPath(reseller) : "/");

  // Escape closes the open mobile menu and gives focus back to its button.
  useEffect(() => {
    if (!ui.isMobileMenuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      ui.setMobileMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [ui, ui.isMobileMenuOpen]);

  return (
    <Box as="header" borderBottomWidth="4px" borderBottomColor="brand.solid" bg="white">
      <Container maxW="6xl" py="3">
        <Flex align="center" gap={{ base: "2", sm: "4" }}>
          <Link asChild aria-label={t("header.homeLink")} _hover={{ textDecoration: "none" }} flexShrink={0}>
            <RouterLink to={home}>
              <BrandLogo label={BRAND_PALETTES[brand].label} colour={BRAND_PALETTES[brand].primary} imageUrl={logotype?.defaultImageUrl} />
            </RouterLink>
          </Link>
          {desktop && <DesktopMenu items={items} label={t("header.mainNavigation")} />}
          <HStack gap="1" ml="auto" flexShrink={0}>
            {dropdown !== null && menu !== null ? (
              <>
                <HeaderShortcuts shortcuts={menu.appShortcuts} displayCart={menu.displayCart} reseller={reseller} />
                <Suspense fallback={<AccountMenuButton disabled />}>
                  <AccountMenu dropdown={dropdown} />
                </Suspense>
              </>
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
              ref={toggle}
              display={{ base: "inline-flex", md: "none" }}
              variant="ghost"
              size="sm"
              aria-expanded={ui.isMobileMenuOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-label={ui.isMobileMenuOpen ? t("header.mobileMenuClose") : t("header.mobileMenuOpen")}
              onClick={() => ui.setMobileMenuOpen(!ui.isMobileMenuOpen)}
            >
              <MenuBarsIcon open={ui.isMobileMenuOpen} />
            </Button>
          </HStack>
        </Flex>
        {ui.isMobileMenuOpen && <MobileMenu items={items} label={t("header.mainNavigation")} />}
      </Container>
    </Box>
  );
});
