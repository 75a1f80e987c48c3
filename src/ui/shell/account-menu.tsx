import { Button, Menu, Portal } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { logoutPath, profilesPath, settingsPath } from "../../domain/routing/account-routes";
import { useStores } from "../app/stores-context";

/**
 * SPEC §6: shown only with a login token. The trigger is named 'Öppna meny' (SPEC §8); the visible
 * word "Konto" is part of the name too (WCAG 2.5.3 label in name).
 */
export const AccountMenu = observer(function AccountMenu({ reseller }: { readonly reseller: string }) {
  const { t } = useTranslation();
  const { ui } = useStores();
  const { pathname, search } = useLocation();
  return (
    <Menu.Root open={ui.isAccountMenuOpen} onOpenChange={(details) => ui.setAccountMenuOpen(details.open)} positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button variant="outline" colorPalette="brand" size="sm" aria-label={`${t("shell.openMenu")} (${t("shell.accountMenu")})`}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4" fill="currentColor" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
          </svg>
          {t("shell.accountMenu")}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            <Menu.Item value="settings" asChild>
              <RouterLink to={settingsPath(reseller)}>{t("shell.settings")}</RouterLink>
            </Menu.Item>
            <Menu.Item value="profiles" asChild>
              <RouterLink to={profilesPath()}>{t("shell.profiles")}</RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" asChild>
              {/* SPEC §2: /{reseller}/logout carries the current path as next. */}
              <RouterLink to={logoutPath(reseller, `${pathname}${search}`)}>{t("shell.logout")}</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
});
