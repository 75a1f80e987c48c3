import { Box, Button, Container, Flex, Link, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { pagePath } from "../../domain/routing/app-routes";
import { useReseller } from "../app/use-reseller";
import { BRAND_PALETTES, FOOTER_BRAND, FOOTER_COLOURS } from "../theme/brand-palettes";
import { BrandLogo } from "./brand-logo";

// SPEC §3 footer data comes from the CMS in a later issue; until then the system pages are linked.
const FOOTER_PAGES = [
  ["about", "om-oss"],
  ["terms", "anvandarvillkor"],
  ["privacy", "integritetspolicy"],
  ["contact", "kontakt"],
] as const;

/** SPEC §2 shell footer: CMS page links and a logotype to the about page; brand fixed to film-library (SPEC §1). */
export function SiteFooter() {
  const { t, i18n } = useTranslation("shell");
  const reseller = useReseller();
  return (
    <Box as="footer" aria-label={t("footer.label")} bg={FOOTER_COLOURS.background} color={FOOTER_COLOURS.text} mt="12">
      <Container maxW="6xl" py="8">
        <Flex direction={{ base: "column", md: "row" }} gap="6" justify="space-between" align={{ base: "flex-start", md: "center" }}>
          <Link asChild colorPalette="footer" aria-label={t("footer.logo")} _hover={{ textDecoration: "none" }}>
            <RouterLink to={pagePath(reseller, "om-oss")}>
              <BrandLogo label={BRAND_PALETTES[FOOTER_BRAND].label} colour={FOOTER_COLOURS.link} />
            </RouterLink>
          </Link>
          <Stack as="ul" direction={{ base: "column", sm: "row" }} gap={{ base: "2", sm: "6" }} listStyleType="none" m="0" p="0">
            {FOOTER_PAGES.map(([key, slug]) => (
              <li key={key}>
                <Link asChild colorPalette="footer" color={FOOTER_COLOURS.link} textDecoration="underline" textUnderlineOffset="3px">
                  <RouterLink to={pagePath(reseller, slug)}>{t(`footer.${key}`)}</RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
          <Button
            size="sm"
            variant="outline"
            colorPalette="footer"
            color={FOOTER_COLOURS.text}
            borderColor={FOOTER_COLOURS.link}
            _hover={{ bg: "whiteAlpha.200" }}
            lang={t("footer.languageCode")}
            onClick={() => void i18n.changeLanguage(t("footer.languageCode"))}
          >
            {t("footer.language")}
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
