import { appStartPath, pagePath } from "../routing/app-routes";

// SPEC §2 "Link kinds in menus": an app link goes to the app's start page; a page link goes to the
// CMS page by slug; anything else uses the given url. SPEC §3 menu links carry id, title, kind,
// app, url and children; footer links carry kind PAGE_LINK and pageSlug.

export interface MenuLinkInput {
  readonly kind: string;
  readonly app?: string | null;
  readonly url?: string | null;
  readonly pageSlug?: string | null;
  readonly slug?: string | null;
}

export type MenuLinkAddress =
  /** A path inside the web app, for the router. */
  | { readonly kind: "internal"; readonly href: string }
  /** Another site; SPEC §2: an external link opens in a new tab. */
  | { readonly kind: "external"; readonly href: string; readonly newTab: true };

/** "app", "APP_LINK", "App-link" … → "APP"; "page", "PAGE_LINK" → "PAGE". */
export function menuLinkKind(kind: string): "APP" | "PAGE" | "OTHER" {
  const k = kind
    .trim()
    .toUpperCase()
    .replace(/[-\s]/g, "_")
    .replace(/_LINK$/, "");
  return k === "APP" ? "APP" : k === "PAGE" ? "PAGE" : "OTHER";
}

// Only these schemes may be put in an href taken from CMS data: a javascript: or data: url in a
// menu would run code on click.
const SAFE_EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i;

function isSitePath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//") && !url.includes("\\");
}

/**
 * The address a menu or footer link goes to, or null when it has nowhere safe to go (an app link
 * without app, a page link without slug, a url that is empty or of an unsafe scheme).
 * The page slug is read from pageSlug, then slug, then url (a menu may keep the slug, or the
 * page's full path, in url).
 */
export function menuLinkAddress(link: MenuLinkInput, reseller: string): MenuLinkAddress | null {
  const kind = menuLinkKind(link.kind);
  if (kind === "APP") {
    const app = link.app?.trim();
    return app ? { kind: "internal", href: appStartPath(reseller, app) } : null;
  }
  if (kind === "PAGE") {
    const slug = (link.pageSlug || link.slug || "").trim();
    if (slug) return { kind: "internal", href: pagePath(reseller, slug) };
    const url = (link.url ?? "").trim();
    if (isSitePath(url)) return { kind: "internal", href: url };
    return url && !url.includes(":") ? { kind: "internal", href: pagePath(reseller, url) } : null;
  }
  const url = (link.url ?? "").trim();
  if (isSitePath(url)) return { kind: "internal", href: url };
  if (SAFE_EXTERNAL.test(url)) return { kind: "external", href: url, newTab: true };
  return null;
}
