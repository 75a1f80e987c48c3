import { Button, Container, Heading, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/**
 * A page whose code could not be fetched (a dropped connection on a weak school network, or an
 * old tab after a new release removed its chunk) or that failed to render. The shell stays; the
 * main area says so (SPEC errors.generic) and offers a reload, which fetches the current release.
 */
export function PageLoadError() {
  const { t } = useTranslation();
  return (
    <Container maxW="md" py="16">
      <Stack gap="4" align="flex-start" role="alert">
        <Heading as="h1" size="lg">
          {t("errors.generic")}
        </Heading>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          {t("shell.reloadPage")}
        </Button>
      </Stack>
    </Container>
  );
}
