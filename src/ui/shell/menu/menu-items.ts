import type { AppSlug } from "../../../domain/access/licence";
import { appLinks } from "../../../domain/links/app-links";
import { menuLinkAddress } from "../../../domain/links/menu-link";
import type { MenuLink } from "../../../ports/shell/shell-gateway.port";

/** A link of the top menu, ready to draw: inside the app (the router) or another site (a new tab). */
export interface MenuLinkItem {
  readonly kind: "internal" | "external";
  readonly key: string;
  readonly title: string;
  readonly href: string;
}

/** A dropdown of the top menu with its links (SPEC §2 menu item kinds). */
export interface MenuDropdownItem {
  readonly kind: "dropdown";
  readonly key: string;
  readonly title: string;
  readonly children: readonly MenuLinkItem[];
}

export type MenuItem = MenuLinkItem | MenuDropdownItem;

function linkItem(link: MenuLink, reseller: string): MenuLinkItem[] {
  const address = menuLinkAddress(link, reseller);
  if (address === null) return [];
  return [{ kind: address.kind, key: address.href, title: link.title, href: address.href }];
}

/**
 * Keys by address (a dropdown by title), so the same link keeps its element — and its focus — when
 * the menu data replaces the fallback links; a repeated one is numbered.
 */
function uniqueKeys<T extends { readonly key: string }>(items: readonly T[]): T[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = seen.get(item.key) ?? 0;
    seen.set(item.key, count + 1);
    return count === 0 ? item : { ...item, key: `${item.key}#${count + 1}` };
  });
}

/**
 * The menu data's links as the header draws them (SPEC §2 "Link kinds in menus", the domain's
 * menuLinkAddress). Decisions: a link with nowhere safe to go is left out; a dropdown keeps its links
 * (a dropdown inside one gives its links to the outer one, the header has one level) and is left out
 * when none remain.
 */
export function menuItems(links: readonly MenuLink[], reseller: string): MenuItem[] {
  const items = links.flatMap((link): MenuItem[] => {
    if (link.kind !== "DROPDOWN") return linkItem(link, reseller);
    const children = uniqueKeys(flattenLinks(link.children, reseller));
    return children.length === 0 ? [] : [{ kind: "dropdown", key: `dropdown:${link.title}`, title: link.title, children }];
  });
  return uniqueKeys(items);
}

function flattenLinks(links: readonly MenuLink[], reseller: string): MenuLinkItem[] {
  return links.flatMap((link) => (link.kind === "DROPDOWN" ? flattenLinks(link.children, reseller) : linkItem(link, reseller)));
}

/**
 * Decision: without menu data — on the cached home route, which fetches none (SPEC §2), while it
 * loads, or when it failed (SPEC §8: silently) — the header offers the apps' start pages.
 */
export function fallbackMenuItems(reseller: string, appTitle: (app: AppSlug) => string): MenuItem[] {
  return appLinks(reseller).map(({ app, path }) => ({ kind: "internal", key: path, title: appTitle(app), href: path }));
}
