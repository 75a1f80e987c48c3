import { IconButton } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { cartPath, favouritesPath } from "../../../domain/routing/app-routes";
import type { AppShortcut } from "../../../ports/shell/shell-gateway.port";
import { CartIcon, CollectionsIcon, HeartIcon } from "./menu-icons";

/**
 * SPEC §2 shortcut icons and §3 appShortcuts / displayCart: the server decides which shortcut a user
 * gets (teachers: collections; others: favourites), the header draws it as an icon named by its
 * title; the cart icon shows when the menu data says so.
 */
export function HeaderShortcuts({
  shortcuts,
  displayCart,
  reseller,
}: {
  readonly shortcuts: readonly AppShortcut[];
  readonly displayCart: boolean;
  readonly reseller: string;
}) {
  const { t } = useTranslation("shell");
  return (
    <>
      {shortcuts.map((shortcut) => (
        <IconButton
          key={shortcut.url}
          asChild
          variant="ghost"
          size="sm"
          colorPalette="brand"
          aria-label={shortcut.title}
          title={shortcut.title}
        >
          <RouterLink to={shortcut.url}>{shortcut.url === favouritesPath(reseller) ? <HeartIcon /> : <CollectionsIcon />}</RouterLink>
        </IconButton>
      ))}
      {displayCart && (
        <IconButton asChild variant="ghost" size="sm" colorPalette="brand" aria-label={t("header.cart")} title={t("header.cart")}>
          <RouterLink to={cartPath(reseller)}>
            <CartIcon />
          </RouterLink>
        </IconButton>
      )}
    </>
  );
}
