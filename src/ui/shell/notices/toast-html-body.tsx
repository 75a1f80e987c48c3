import { Box } from "@chakra-ui/react";
import { ON_DARK } from "./notice-colours";
import { sanitizeToastHtml } from "./toast-html";

/** A toast's HTML text (SPEC §3), sanitised (toast-html.ts); its links underlined on the dark toast. */
export function ToastHtmlBody({ html }: { readonly html: string }) {
  return (
    <Box
      flex="1"
      py="1.5"
      textStyle="sm"
      css={{ "& a": { color: ON_DARK, textDecoration: "underline", fontWeight: "semibold" } }}
      dangerouslySetInnerHTML={{ __html: sanitizeToastHtml(html) }}
    />
  );
}
