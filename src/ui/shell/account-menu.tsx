import { Menu, Portal } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { logoutPath, profilesPath, settingsPath } from "../../domain/routing/account-routes";
import { useStores } from "../app/stores-context";
import { AccountMenuButton } from "./account-menu-button";

/**
 * SPEC §6: shown only with a login token. The trigger (AccountMenuButton) is named
 * "Konto: Öppna meny" (SPEC §8, WCAG 2.5.3). Loaded lazily by the header.
 */
export const AccountMenu = observer(function AccountMenu({ reseller }: { readonly reseller: string }) {
  const { t } = useTranslation(["shell", "common"]);
  const { ui } = useStores();
  const { pathname, search } = useLocation();
  return (
    <Menu.Root
      open={ui.isAccountMenuOpen}
      onOpenChange={(details) => ui.setAccountMenuOpen(details.open)}
      positioning={{ placement: "bottom-end" }}
    >
      <Menu.Trigger asChild>
        <AccountMenuButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            <Menu.Item value="settings" asChild>
              <RouterLink to={settingsPath(reseller)}>{t("header.settings")}</RouterLink>
            </Menu.Item>
            <Menu.Item value="profiles" asChild>
              <RouterLink to={profilesPath()}>{t("header.profiles")}</RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" asChild>
              {/* SPEC §2: /{reseller}/logout carries the current path as next. */}
              <RouterLink to={logoutPath(reseller, `${pathname}${search}`)}>{t("common:account.logout")}</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
});
