import { Box, chakra } from "@chakra-ui/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { BAR_ITEM_STYLE, MenuAnchor } from "./menu-anchor";
import { MenuDisclosure } from "./menu-disclosure";
import { ChevronIcon, ExternalIcon } from "./menu-icons";
import type { MenuDropdownItem, MenuItem } from "./menu-items";
import { MEASURE_ITEM, MEASURE_MORE, useMenuOverflow } from "./use-menu-overflow";

/** A moved dropdown in the 'Visa fler' panel: its links in a list named by its title. */
function PanelGroup({ item, close }: { readonly item: MenuDropdownItem; readonly close: () => void }) {
  const labelId = useId();
  return (
    <li>
      <Box as="span" id={labelId} display="block" px="3" pt="2" pb="1" fontSize="sm" fontWeight="semibold" color="gray.600">
        {item.title}
      </Box>
      <chakra.ul listStyleType="none" m="0" p="0" ps="3" aria-labelledby={labelId}>
        {item.children.map((child) => (
          <li key={child.key}>
            <MenuAnchor item={child} place="panel" onFollow={close} />
          </li>
        ))}
      </chakra.ul>
    </li>
  );
}

/** A dropdown's links inside a panel; a moved dropdown becomes a labelled group of the 'Visa fler' panel. */
function PanelItems({ items, close }: { readonly items: readonly MenuItem[]; readonly close: () => void }) {
  return items.map((item) =>
    item.kind === "dropdown" ? (
      <PanelGroup key={item.key} item={item} close={close} />
    ) : (
      <li key={item.key}>
        <MenuAnchor item={item} place="panel" onFollow={close} />
      </li>
    ),
  );
}

/**
 * The desktop menu (SPEC §2 "Top menu", from MD 768 up): the menu data's links in a row; those that
 * do not fit move into 'Visa fler' (useMenuOverflow, the domain's splitMenuLinks); dropdowns open
 * their links below them.
 */
export function DesktopMenu({ items, label }: { readonly items: readonly MenuItem[]; readonly label: string }) {
  const { t } = useTranslation("shell");
  const itemsKey = items.map((item) => `${item.key}:${item.title}`).join("|");
  const { barRef, measureRef, keep } = useMenuOverflow(items.length, itemsKey);
  const shown = items.slice(0, keep);
  const moved = items.slice(keep);
  return (
    <Box as="nav" ref={barRef} aria-label={label} display={{ base: "none", md: "block" }} flex="1 1 0" minW="0" position="relative">
      <chakra.ul display="flex" alignItems="center" listStyleType="none" m="0" p="0">
        {shown.map((item) => (
          <li key={item.key}>
            {item.kind === "dropdown" ? (
              <MenuDisclosure label={item.title} align="start">
                {(close) => <PanelItems items={item.children} close={close} />}
              </MenuDisclosure>
            ) : (
              <MenuAnchor item={item} place="bar" />
            )}
          </li>
        ))}
        {moved.length > 0 && (
          <li>
            <MenuDisclosure label={t("header.moreLinks")} align="end">
              {(close) => <PanelItems items={moved} close={close} />}
            </MenuDisclosure>
          </li>
        )}
      </chakra.ul>
      {/* Copies of every item at their natural width, for the overflow measure; never seen nor read. */}
      <Box
        ref={measureRef}
        aria-hidden="true"
        position="absolute"
        top="0"
        left="0"
        display="flex"
        height="0"
        overflow="hidden"
        visibility="hidden"
        pointerEvents="none"
      >
        {items.map((item) => (
          <Box key={item.key} as="span" {...{ [MEASURE_ITEM]: "" }} css={BAR_ITEM_STYLE} flexShrink={0}>
            {item.title}
            {item.kind === "external" && <ExternalIcon />}
            {item.kind === "dropdown" && <ChevronIcon />}
          </Box>
        ))}
        <Box as="span" {...{ [MEASURE_MORE]: "" }} css={BAR_ITEM_STYLE} flexShrink={0}>
          {t("header.moreLinks")}
          <ChevronIcon />
        </Box>
      </Box>
    </Box>
  );
}
