import { Container, Spinner, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/**
 * Shown inside the shell's main area while a page's code is still on its way (first visit only:
 * later navigations keep the current page until the next one is ready). A polite status, so a
 * screen reader announces it without interrupting.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Container maxW="md" py="16">
      <Stack direction="row" align="center" gap="3" role="status" aria-live="polite">
        <Spinner size="sm" aria-hidden="true" />
        <Text>{t("page.loading")}</Text>
      </Stack>
    </Container>
  );
}
