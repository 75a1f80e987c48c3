import { Button, Container, Heading, Stack } from "@chakra-ui/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router-dom";

/**
 * A page whose code could not be fetched (a dropped connection on a weak school network, or an
 * old tab after a new release removed its chunk) or that failed to render. The shell stays; the
 * main area says so (SPEC errors.generic) and offers a reload, which fetches the current release.
 */
export function PageLoadError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // The user sees only "Något gick fel"; the cause goes to the console so it can be found (a broken
  // build once showed this page with nothing else to go on).
  useEffect(() => {
    console.error("Skolmedia: the page could not be shown", error);
  }, [error]);
  return (
    <Container maxW="md" py="16">
      <Stack gap="4" align="flex-start" role="alert">
        <Heading as="h1" size="lg">
          {t("errors.generic")}
        </Heading>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          {t("page.reload")}
        </Button>
      </Stack>
    </Container>
  );
}
