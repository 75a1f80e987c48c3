import { Button, Container, Heading, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { playPath } from "../../domain/routing/app-routes";
import { usePageTitle } from "../app/use-page-title";
import { useReseller } from "../app/use-reseller";

/** SPEC §8 "Page not found", with Go back and Go to start page. */
export function NotFoundPage() {
  const { t } = useTranslation("shell");
  const navigate = useNavigate();
  const reseller = useReseller();
  usePageTitle(t("notFound.title"));
  return (
    <Container maxW="3xl" py="16" textAlign="center">
      <Heading as="h1" size="3xl" mb="8">
        {t("notFound.title")}
      </Heading>
      <HStack justify="center" gap="4" flexWrap="wrap">
        <Button variant="outline" colorPalette="brand" onClick={() => navigate(-1)}>
          {t("notFound.goBack")}
        </Button>
        <Button asChild colorPalette="brand">
          <RouterLink to={playPath(reseller)}>{t("notFound.goToStart")}</RouterLink>
        </Button>
      </HStack>
    </Container>
  );
}
