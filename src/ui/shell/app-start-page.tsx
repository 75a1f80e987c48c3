import { Badge, Box, Button, Container, Heading, Link, SimpleGrid, Text } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useParams } from "react-router-dom";
import { isAppSlug, licenceIncludesApp } from "../../domain/access/licence";
import { appLinks } from "../../domain/links/app-links";
import { loginPath } from "../../domain/routing/account-routes";
import { useStores } from "../app/stores-context";
import { usePageTitle } from "../app/use-page-title";
import { useReseller } from "../app/use-reseller";
import { NotFoundPage } from "./not-found-page";

/** /{reseller}/{appSlug}: the app start page. Search and discovery land here in a later issue. */
export const AppStartPage = observer(function AppStartPage({ app }: { readonly app?: string }) {
  const { t } = useTranslation(["shell", "common"]);
  const { session } = useStores();
  const reseller = useReseller();
  const params = useParams();
  const { pathname } = useLocation();
  const slug = app ?? params.appSlug ?? "";
  const known = isAppSlug(slug);
  usePageTitle(known ? t(`common:apps.${slug}`) : t("notFound.title"));
  if (!known) return <NotFoundPage />;

  return (
    <>
      <Box bg="brand.solid" color="brand.contrast">
        <Container maxW="6xl" py={{ base: "10", md: "16" }}>
          <Heading as="h1" size={{ base: "3xl", md: "5xl" }} mb="3">
            {t(`start.heading.${slug}`)}
          </Heading>
          <Text fontSize={{ base: "lg", md: "xl" }} maxW="2xl">
            {t(`start.intro.${slug}`)}
          </Text>
        </Container>
      </Box>
      <Container maxW="6xl" py="8">
        {session.claims ? (
          <Text fontSize="lg" data-testid="signed-in-as">
            {t("start.loggedInAs", { role: t(`common:roles.${session.claims.role}`) })}
          </Text>
        ) : (
          <Box display="flex" gap="4" alignItems="center" flexWrap="wrap">
            <Text fontSize="lg">{t("start.visitor")}</Text>
            <Button asChild colorPalette="brand">
              <RouterLink to={loginPath(reseller, pathname)}>{t("common:account.login")}</RouterLink>
            </Button>
          </Box>
        )}
        <Heading as="h2" size="xl" mt="10" mb="4">
          {t("start.appsHeading")}
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none" m="0" p="0">
          {appLinks(reseller).map(({ app: appSlug, path }) => {
            // SPEC §6 licence mapping: which apps the signed-in user's licence includes.
            const included = session.claims ? licenceIncludesApp(session.claims.license, appSlug) : null;
            return (
              <Box as="li" key={appSlug} borderWidth="1px" borderColor="brand.muted" borderRadius="lg" p="5" bg="white">
                <Heading as="h3" size="lg" mb="2">
                  <Link asChild color="brand.fg">
                    <RouterLink to={path}>{t(`common:apps.${appSlug}`)}</RouterLink>
                  </Link>
                </Heading>
                <Text color="gray.700" mb="3">
                  {t(`start.describe.${appSlug}`)}
                </Text>
                {included !== null && (
                  <Badge colorPalette={included ? "green" : "gray"} variant="subtle" size="md">
                    {included ? t("start.included") : t("start.notIncluded")}
                  </Badge>
                )}
              </Box>
            );
          })}
        </SimpleGrid>
      </Container>
    </>
  );
});
