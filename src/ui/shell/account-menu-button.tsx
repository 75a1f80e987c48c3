import { Box, Button, type ButtonProps } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/**
 * The account menu's trigger. Its own file so the shell can show it (disabled) while the menu's
 * code — Chakra's menu machine and positioning, only needed once logged in — is still loading.
 * SPEC §8: named 'Öppna meny'. WCAG 2.5.3 (label in name): the name starts with the visible word
 * "Konto" — "Konto: Öppna meny" (a bracketed "(Konto)" does not count as part of the name). On a
 * phone the word gives way to the icon (the name stays), so the header's icons fit at 320 px.
 */
export function AccountMenuButton(props: ButtonProps) {
  const { t } = useTranslation("shell");
  return (
    <Button variant="outline" colorPalette="brand" size="sm" aria-label={`${t("header.accountMenu")}: ${t("header.openMenu")}`} {...props}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="currentColor" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
      </svg>
      <Box as="span" display={{ base: "none", sm: "inline" }}>
        {t("header.accountMenu")}
      </Box>
    </Button>
  );
}
