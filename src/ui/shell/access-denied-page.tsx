import { Button, Container, Heading, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { playPath } from "../../domain/routing/app-routes";
import { usePageTitle } from "../app/use-page-title";
import { useReseller } from "../app/use-reseller";

/** SPEC §6 "An access-denied view exists": a logged-in user without the role a route needs. */
export function AccessDeniedPage() {
  const { t } = useTranslation("shell");
  const reseller = useReseller();
  usePageTitle(t("accessDenied.title"));
  return (
    <Container maxW="3xl" py="16" textAlign="center">
      <Heading as="h1" size="3xl" mb="4">
        {t("accessDenied.title")}
      </Heading>
      <Text fontSize="lg" mb="8">
        {t("accessDenied.intro")}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={playPath(reseller)}>{t("accessDenied.goToStart")}</RouterLink>
      </Button>
    </Container>
  );
}
