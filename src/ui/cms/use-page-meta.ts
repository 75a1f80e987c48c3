import { useEffect } from "react";
import type { PageMeta } from "../../ports/cms/cms-content-gateway.port";

/** Sets `<meta name>` or `<link rel>` in the head for as long as the page is shown, then puts back what was there. */
function useHeadElement(
  tag: "meta" | "link",
  key: "name" | "rel",
  name: string,
  attribute: "content" | "href",
  value: string | null,
): void {
  useEffect(() => {
    if (value === null) return;
    let element = document.head.querySelector<HTMLElement>(`${tag}[${key}="${name}"]`);
    const created = element === null;
    if (!element) {
      element = document.createElement(tag);
      element.setAttribute(key, name);
      document.head.appendChild(element);
    }
    const before = element.getAttribute(attribute);
    element.setAttribute(attribute, value);
    return () => {
      if (created) element.remove();
      else if (before !== null) element.setAttribute(attribute, before);
    };
  }, [tag, key, name, attribute, value]);
}

/**
 * The head of a CMS or app page from its metadata (getPageMeta, getAppMeta): the document title
 * (WCAG 2.4.2), the description and the canonical address. Every page stays noindex (SPEC §2:
 * index.html and the server's header carry it). Without metadata the page's own name is the title;
 * with no title at all (the page is not shown) the head is left to whatever is shown instead.
 */
export function usePageMeta(meta: PageMeta | null, fallbackTitle: string | null): void {
  const title = meta?.title || fallbackTitle;
  useEffect(() => {
    // The same form as usePageTitle (src/ui/app/use-page-title.ts): "Om oss – Skolmedia".
    if (title) document.title = `${title} – Skolmedia`;
  }, [title]);
  useHeadElement("meta", "name", "description", "content", meta?.description ?? null);
  useHeadElement("link", "rel", "canonical", "href", meta?.canonicalPath ?? null);
}
