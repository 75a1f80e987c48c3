import { Link, VisuallyHidden, type SystemStyleObject } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { ExternalIcon } from "./menu-icons";
import type { MenuLinkItem } from "./menu-items";

/**
 * The box of an item in the desktop bar: the links, the dropdown triggers and their hidden copies
 * that the overflow measure reads (use-menu-overflow.ts) share it, so what is measured is what shows.
 */
export const BAR_ITEM_STYLE: SystemStyleObject = {
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  px: "3",
  py: "2",
  fontSize: "md",
  fontWeight: "medium",
  lineHeight: "1.5",
  whiteSpace: "nowrap",
  borderRadius: "md",
};

const CURRENT_PAGE = { "&[aria-current=page]": { color: "brand.fg", textDecoration: "underline", textUnderlineOffset: "6px" } };

/** Where the link is drawn: in the bar, in a dropdown's panel, or in the mobile menu. */
export type MenuAnchorPlace = "bar" | "panel" | "mobile";

const PLACE_STYLE: Readonly<Record<MenuAnchorPlace, SystemStyleObject>> = {
  bar: BAR_ITEM_STYLE,
  panel: { display: "flex", alignItems: "center", gap: "1", px: "3", py: "2", borderRadius: "md", whiteSpace: "nowrap" },
  mobile: { display: "flex", alignItems: "center", gap: "1", px: "3", py: "2", borderRadius: "md" },
};

/**
 * One menu link (SPEC §2): inside the app through the router, marked as the current page; another
 * site in a new tab, saying so to everyone — an icon to the eye, "opens in new tab" to screen readers
 * (WCAG 3.2.5 advisory, G201).
 */
export function MenuAnchor({
  item,
  place,
  onFollow,
}: {
  readonly item: MenuLinkItem;
  readonly place: MenuAnchorPlace;
  readonly onFollow?: () => void;
}) {
  const { t } = useTranslation("shell");
  const style = { ...PLACE_STYLE[place], color: "gray.800", _hover: { bg: "brand.subtle", textDecoration: "none" } };
  if (item.kind === "external") {
    return (
      <Link href={item.href} target="_blank" rel="noopener noreferrer" css={style} onClick={onFollow}>
        {item.title}
        <ExternalIcon />
        {/* A whitespace-only text node: no box in the flex row, but a space in the accessible name. */}{" "}
        <VisuallyHidden>({t("header.opensInNewTab")})</VisuallyHidden>
      </Link>
    );
  }
  return (
    <Link asChild css={{ ...style, ...CURRENT_PAGE }} onClick={onFollow}>
      <NavLink to={item.href}>{item.title}</NavLink>
    </Link>
  );
}
