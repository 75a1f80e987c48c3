import { Box } from "@chakra-ui/react";
import { useMemo, type MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
import { sanitizeCode, sanitizeRichText } from "./sanitize-html";

/** Typography for HTML an editor wrote: the block's own colour, links underlined (WCAG 1.4.1). */
const PROSE = {
  "& h2": { fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", lineHeight: "1.25", mt: "6", mb: "3" },
  "& h3": { fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", lineHeight: "1.3", mt: "5", mb: "2" },
  "& h4, & h5, & h6": { fontSize: "lg", fontWeight: "bold", mt: "4", mb: "2" },
  "& > :first-child": { mt: "0" },
  "& p": { mb: "3", lineHeight: "1.7" },
  "& ul, & ol": { ps: "6", mb: "3" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li": { mb: "1", lineHeight: "1.7" },
  "& a": { textDecoration: "underline", textUnderlineOffset: "2px", fontWeight: "semibold" },
  "& blockquote": { borderInlineStartWidth: "4px", borderColor: "currentColor", ps: "4", fontStyle: "italic", my: "4" },
  "& mark": { bg: "yellow.200", color: "gray.900", px: "1" },
  "& img": { maxW: "100%", height: "auto", display: "inline-block" },
  "& table": { width: "100%", borderCollapse: "collapse", my: "4" },
  "& th, & td": { borderWidth: "1px", borderColor: "gray.300", px: "3", py: "2", textAlign: "start" },
  "& caption": { fontWeight: "semibold", mb: "2", textAlign: "start" },
  "& pre, & code": { fontFamily: "mono", fontSize: "sm" },
} as const;

interface HtmlContentProps {
  readonly html: string;
  /** "text": a typography text box; "code": own HTML, more markup allowed. Both sanitised. */
  readonly kind: "text" | "code";
}

/**
 * CMS HTML, sanitised with DOMPurify (sanitize-html.ts) before React inserts it. A click on a link to
 * a page of this site is handed to the router, so the app does not reload.
 */
export function HtmlContent({ html, kind }: HtmlContentProps) {
  const navigate = useNavigate();
  const clean = useMemo(() => (kind === "code" ? sanitizeCode(html) : sanitizeRichText(html)), [html, kind]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href || anchor.target === "_blank" || !href.startsWith("/") || href.startsWith("//")) return;
    event.preventDefault();
    navigate(href);
  };

  // Sanitised just above by DOMPurify (sanitize-html.ts): no script, handler or javascript: URL is left.
  return <Box css={PROSE} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
