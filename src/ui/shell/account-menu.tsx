import { Badge, Box, Menu, Portal, VisuallyHidden } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { withQuery } from "../../domain/routing/query-string";
import type { AccountDropdown, AccountLink } from "../../ports/shell/shell-gateway.port";
import { useStores } from "../app/stores-context";
import { AccountMenuButton } from "./account-menu-button";

/** SPEC §2: /{reseller}/logout carries the current path as next. */
function hrefOf(link: AccountLink, here: string): string {
  const href = link.href ?? "";
  return link.type === "LOGOUT" && !href.includes("?") ? withQuery(href, [["next", here]]) : href;
}

/**
 * SPEC §6 account dropdown, shown only with a login token and the menu data's accountDropdown: the
 * user's name and school, then the typed links of the menu data (SPEC §3: SETTINGS, PROFILES,
 * STUDENT_ADMIN, ADMIN, divider, LOGOUT) with the pending-students badge on student admin. The
 * trigger (AccountMenuButton) is named "Konto: Öppna meny" (SPEC §8, WCAG 2.5.3). Loaded lazily by
 * the header: Chakra's menu machine is needed only once logged in.
 */
export const AccountMenu = observer(function AccountMenu({ dropdown }: { readonly dropdown: AccountDropdown }) {
  const { t } = useTranslation("shell");
  const { ui } = useStores();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const pending = dropdown.pendingStudentsCount;
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
          <Menu.Content minW="15rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Box as="span" display="block" fontWeight="semibold" color="gray.900">
                  {dropdown.user.name}
                </Box>
                {dropdown.user.school !== null && (
                  <Box as="span" display="block" fontWeight="normal" color="gray.700">
                    {dropdown.user.school}
                  </Box>
                )}
              </Menu.ItemGroupLabel>
              {dropdown.links.map((link, index) =>
                link.type === "divider" || link.href === null ? (
                  <Menu.Separator key={`divider-${index}`} />
                ) : (
                  <Menu.Item key={link.type} value={link.type} asChild>
                    <RouterLink to={hrefOf(link, here)}>
                      {link.title}
                      {link.type === "STUDENT_ADMIN" && pending > 0 && (
                        <>
                          <Badge aria-hidden="true" variant="solid" colorPalette="red" ms="auto" borderRadius="full">
                            {pending}
                          </Badge>
                          <VisuallyHidden>, {t("header.pendingStudents", { count: pending })}</VisuallyHidden>
                        </>
                      )}
                    </RouterLink>
                  </Menu.Item>
                ),
              )}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
});
