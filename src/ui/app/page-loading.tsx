import { Container, Spinner, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * Decision: a wait shorter than this shows no spinner. Most first loads are over sooner, and a
 * spinner painted for an instant is what moved when the alert strips arrived above it (CLS, issue 8).
 */
export const SPINNER_DELAY_MS = 500;

/**
 * Shown inside the shell's main area while a page's code is still on its way (first visit only:
 * later navigations keep the current page until the next one is ready). A polite status, so a
 * screen reader announces it without interrupting. It takes the window's height, so the footer stays
 * below the fold and does not jump when the page arrives (CLS, issue 8's Lighthouse goal).
 */
export function PageLoading() {
  const { t } = useTranslation();
  const [noticeable, setNoticeable] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setNoticeable(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Container maxW="md" py="16" minH="100vh">
      <VisuallyHidden role="status" aria-live="polite">
        {t("page.loading")}
      </VisuallyHidden>
      {noticeable && (
        <Stack direction="row" align="center" gap="3" aria-hidden="true" data-testid="page-loading-spinner">
          <Spinner size="sm" />
          <Text>{t("page.loading")}</Text>
        </Stack>
      )}
    </Container>
  );
}
