import { Box, Button, Container, Flex, Link, Stack } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { pagePath } from "../../domain/routing/app-routes";
import { useStores } from "../app/stores-context";
import { useReseller } from "../app/use-reseller";
import { BRAND_PALETTES, FOOTER_BRAND, FOOTER_COLOURS } from "../theme/brand-palettes";
import { BrandLogo } from "./brand-logo";

/**
 * Decision: without footer data — the cached home route fetches none (SPEC §2), or it failed (SPEC
 * §8: silently) — the footer links the system pages (SPEC §6: about, terms, privacy) and contact.
 */
const FALLBACK_PAGES = [
  ["about", "om-oss"],
  ["terms", "anvandarvillkor"],
  ["privacy", "integritetspolicy"],
  ["contact", "kontakt"],
] as const;

/**
 * SPEC §2 shell footer: links to CMS pages and a logotype linking to the about page, from the footer
 * data (SPEC §3); its brand is fixed to film-library (SPEC §1), whichever brand the reseller has.
 */
export const SiteFooter = observer(function SiteFooter() {
  const { t, i18n } = useTranslation("shell");
  const { shell } = useStores();
  const reseller = useReseller();
  const footer = shell.footer;
  const links = footer
    ? footer.links.map((link) => ({ key: `${link.pageSlug}-${link.title}`, title: link.title, slug: link.pageSlug }))
    : FALLBACK_PAGES.map(([key, slug]) => ({ key, title: t(`footer.${key}`), slug }));
  return (
    <Box as="footer" aria-label={t("footer.label")} bg={FOOTER_COLOURS.background} color={FOOTER_COLOURS.text} mt="12">
      <Container maxW="6xl" py="8">
        <Flex direction={{ base: "column", md: "row" }} gap="6" justify="space-between" align={{ base: "flex-start", md: "center" }}>
          <Link asChild colorPalette="footer" aria-label={t("footer.logo")} _hover={{ textDecoration: "none" }}>
            <RouterLink to={footer?.logotype.href ?? pagePath(reseller, "om-oss")}>
              <BrandLogo
                label={BRAND_PALETTES[FOOTER_BRAND].label}
                colour={FOOTER_COLOURS.link}
                imageUrl={footer?.logotype.defaultImageUrl}
              />
            </RouterLink>
          </Link>
          <Stack as="ul" direction={{ base: "column", sm: "row" }} gap={{ base: "2", sm: "6" }} listStyleType="none" m="0" p="0">
            {links.map((link) => (
              <li key={link.key}>
                <Link asChild colorPalette="footer" color={FOOTER_COLOURS.link} textDecoration="underline" textUnderlineOffset="3px">
                  <RouterLink to={pagePath(reseller, link.slug)}>{link.title}</RouterLink>
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
});
