import { Box, chakra } from "@chakra-ui/react";
import { useId } from "react";
import { MenuAnchor } from "./menu-anchor";
import type { MenuDropdownItem, MenuItem } from "./menu-items";

export const MOBILE_MENU_ID = "mobile-menu";

/** A dropdown of the menu data in the mobile menu: its links in a list named by its title. */
function MobileGroup({ item }: { readonly item: MenuDropdownItem }) {
  const labelId = useId();
  return (
    <li>
      <Box as="span" id={labelId} display="block" px="3" pt="3" pb="1" fontSize="sm" fontWeight="semibold" color="gray.600">
        {item.title}
      </Box>
      <chakra.ul listStyleType="none" m="0" p="0" ps="4" aria-labelledby={labelId}>
        {item.children.map((child) => (
          <li key={child.key}>
            <MenuAnchor item={child} place="mobile" />
          </li>
        ))}
      </chakra.ul>
    </li>
  );
}

/**
 * The hamburger menu's panel (SPEC §2, below MD 768): every link of the menu data in one list, a
 * dropdown's links grouped under its title. It closes on route change (UiStore.closeMenus, called by
 * the shell's route effects).
 */
export function MobileMenu({ items, label }: { readonly items: readonly MenuItem[]; readonly label: string }) {
  return (
    <Box as="nav" id={MOBILE_MENU_ID} aria-label={label} display={{ base: "block", md: "none" }} pt="2">
      <chakra.ul listStyleType="none" m="0" p="0">
        {items.map((item) =>
          item.kind === "dropdown" ? (
            <MobileGroup key={item.key} item={item} />
          ) : (
            <li key={item.key}>
              <MenuAnchor item={item} place="mobile" />
            </li>
          ),
        )}
      </chakra.ul>
    </Box>
  );
}
