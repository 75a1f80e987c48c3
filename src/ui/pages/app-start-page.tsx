import { Box, Button, Container, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useParams } from "react-router-dom";
import { loginPath } from "../../domain/routing/account-routes";
import { useStores } from "../app/stores-context";
import { usePageTitle } from "../app/use-page-title";
import { useReseller } from "../app/use-reseller";
import { APP_LINKS } from "../shell/site-header";
import { NotFoundPage } from "./not-found-page";

/** /{reseller}/{appSlug}: the app start page. Search and discovery land here in a later issue. */
export const AppStartPage = observer(function AppStartPage({ app }: { readonly app?: string }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const reseller = useReseller();
  const params = useParams();
  const { pathname } = useLocation();
  const slug = app ?? params.appSlug ?? "";
  const known = (APP_LINKS as readonly string[]).includes(slug);
  usePageTitle(known ? t(`apps.${slug}`) : t("notFound.title"));
  if (!known) return <NotFoundPage />;
  const isPlay = slug === "play";

  return (
    <>
      <Box bg="brand.solid" color="brand.contrast">
        <Container maxW="6xl" py={{ base: "10", md: "16" }}>
          <Heading as="h1" size={{ base: "3xl", md: "5xl" }} mb="3">
            {isPlay ? t("play.welcome") : t(`apps.${slug}`)}
          </Heading>
          <Text fontSize={{ base: "lg", md: "xl" }} maxW="2xl">
            {isPlay ? t("play.intro") : t(`app.${slug}`)}
          </Text>
        </Container>
      </Box>
      <Container maxW="6xl" py="8">
        {session.claims ? (
          <Text fontSize="lg" data-testid="signed-in-as">
            {t("play.loggedInAs", { role: t(`roles.${session.claims.role}`) })}
          </Text>
        ) : (
          <Box display="flex" gap="4" alignItems="center" flexWrap="wrap">
            <Text fontSize="lg">{t("play.visitor")}</Text>
            <Button asChild colorPalette="brand">
              <RouterLink to={loginPath(reseller, pathname)}>{t("shell.login")}</RouterLink>
            </Button>
          </Box>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mt="8" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <Box key={i} h="40" borderRadius="lg" bg="brand.subtle" borderWidth="1px" borderColor="brand.muted" />
          ))}
        </SimpleGrid>
        <Text mt="4" color="gray.700">
          {t("play.comingSoon")}
        </Text>
      </Container>
    </>
  );
});
