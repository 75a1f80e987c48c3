import { Link } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

export const MAIN_CONTENT_ID = "main-content";

/** WCAG 2.4.1: the first focusable element jumps past the header to the page content. */
export function SkipLink() {
  const { t } = useTranslation("shell");
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipNav"
      bg="brand.solid"
      color="brand.contrast"
      px="4"
      py="2"
      borderRadius="md"
      _focus={{ top: "2" }}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t("header.skipToContent")}
    </Link>
  );
}
