import { Box, Button, Container, Heading, List, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { logoutPath } from "../../domain/routing/account-routes";
import { usePageTitle } from "../app/use-page-title";
import { useReseller } from "../app/use-reseller";

/** /{reseller}/activate-account: SPEC §4 sends inactive accounts here. The 3 steps come in a later issue. */
export function ActivationPage() {
  const { t } = useTranslation("auth");
  const reseller = useReseller();
  usePageTitle(t("activation.title"));
  return (
    <Container maxW="2xl" py={{ base: "8", md: "16" }}>
      <Box borderLeftWidth="5px" borderLeftColor="accent.solid" pl="5">
        <Heading as="h1" size="2xl" mb="3">
          {t("activation.title")}
        </Heading>
        <Text fontSize="lg" mb="4">
          {t("activation.intro")}
        </Text>
        <List.Root gap="2" mb="4" ps="5">
          <List.Item>{t("activation.student")}</List.Item>
          <List.Item>{t("activation.teacher")}</List.Item>
        </List.Root>
        <Text mb="6">{t("activation.mail")}</Text>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={logoutPath(reseller)}>{t("activation.logout")}</RouterLink>
        </Button>
      </Box>
    </Container>
  );
}
