import DOMPurify from "dompurify";

/**
 * SPEC §3: a toast's text is HTML. Only inline formatting and links survive: no script, style,
 * form, frame or image, no event-handler or style attribute, and an href only with a safe scheme
 * (DOMPurify drops javascript: and data: urls). Decision: links open where they are (no target),
 * so no window.opener question arises.
 */
const TOAST_HTML = {
  ALLOWED_TAGS: ["a", "b", "strong", "i", "em", "br", "p", "span"],
  ALLOWED_ATTR: ["href"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** The toast's HTML, safe to set as innerHTML. */
export function sanitizeToastHtml(html: string): string {
  return DOMPurify.sanitize(html, TOAST_HTML);
}
