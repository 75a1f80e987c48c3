import DOMPurify, { type Config } from "dompurify";

// Issue 8: the HTML of TEXT, IMAGE_TEXT and CODE blocks is sanitised before it is shown — no script
// ever runs. DOMPurify (ARCHITECTURE §5: tested under jsdom, never happy-dom) keeps an allow-list of
// tags and attributes, drops every event-handler attribute and every javascript:/vbscript: URL, and
// guards against DOM clobbering. Nothing here trusts the server to have cleaned the HTML first.

/** A text box (typography): headings, paragraphs, emphasis, lists, links, quotes. */
const RICH_TEXT_TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "mark",
  "small",
  "sub",
  "sup",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "hr",
  "span",
  "abbr",
  "cite",
  "q",
  "code",
];

/**
 * Own HTML (the CODE block) may also lay out harmless markup: boxes, figures, pictures, tables and
 * details. Decision: never iframes, objects, embeds, forms, inputs, style sheets or inline styles
 * (a style could cover the page and catch clicks), and no id (it could clash with the app's own).
 */
const CODE_TAGS = [
  ...RICH_TEXT_TAGS,
  "div",
  "section",
  "article",
  "aside",
  "header",
  "footer",
  "figure",
  "figcaption",
  "img",
  "table",
  "caption",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "details",
  "summary",
  "dl",
  "dt",
  "dd",
  "pre",
  "kbd",
  "time",
];

const TEXT_ATTRIBUTES = ["href", "title", "lang", "dir", "target", "rel"];
const CODE_ATTRIBUTES = [
  ...TEXT_ATTRIBUTES,
  "class",
  "src",
  "srcset",
  "sizes",
  "alt",
  "width",
  "height",
  "colspan",
  "rowspan",
  "scope",
  "headers",
  "datetime",
  "open",
  "loading",
];

function baseConfig(tags: string[], attributes: string[]): Config {
  return {
    ALLOWED_TAGS: tags,
    ALLOWED_ATTR: attributes,
    // Off: data-* attributes are of no use to readers and can drive scripts on the page.
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: true,
    // Text only of what is dropped, except where the text is itself code (script, style).
    KEEP_CONTENT: true,
    FORBID_TAGS: ["script", "style", "iframe", "object", "embed", "form", "input", "button", "textarea", "select", "svg", "math"],
    FORBID_ATTR: ["style", "id", "name"],
  };
}

const TEXT_CONFIG = baseConfig(RICH_TEXT_TAGS, TEXT_ATTRIBUTES);
const CODE_CONFIG = baseConfig(CODE_TAGS, CODE_ATTRIBUTES);

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** Our own DOMPurify instance, so the hooks below never touch another feature's sanitising. */
function cmsPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") {
      // A link that opens a new tab must not hand the page to the opened one (reverse tabnabbing).
      if (node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
      else node.removeAttribute("target");
    }
    // Pictures in own HTML load when they come into view, so they never hold up the page.
    if (node.tagName === "IMG" && !node.hasAttribute("loading")) node.setAttribute("loading", "lazy");
  });
  return purifier;
}

/** HTML of a text box or an image-and-text block, safe to insert. */
export function sanitizeRichText(html: string): string {
  return cmsPurifier().sanitize(html, { ...TEXT_CONFIG, RETURN_TRUSTED_TYPE: false });
}

/** The CODE block's own HTML, safe to insert: harmless markup kept, everything that runs removed. */
export function sanitizeCode(html: string): string {
  return cmsPurifier().sanitize(html, { ...CODE_CONFIG, RETURN_TRUSTED_TYPE: false });
}
