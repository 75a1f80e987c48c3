import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

export interface ErrorFallbackCardProps {
  /** Where 'go to start page' leads (the reseller's Play start page). */
  readonly startPath: string;
  /** The technical details behind the disclosure; none, no disclosure. */
  readonly details: string | null;
  readonly onReload: () => void;
}

/**
 * SPEC §8 "Unhandled UI error: a fallback card with reload, go to start and an optional stack
 * trace". An alert, so screen readers announce it when it replaces the page. The stack trace sits
 * behind a native disclosure (<details>): closed by default, keyboard-operable without script.
 * 'Go to start page' is a full page load, not a router link: whatever broke is left behind.
 */
export function ErrorFallbackCard({ startPath, details, onReload }: ErrorFallbackCardProps) {
  const { t } = useTranslation("shell");
  const headingId = useId();
  return (
    <Box
      role="alert"
      aria-labelledby={headingId}
      data-testid="error-fallback"
      maxWidth="xl"
      marginX="auto"
      bg="bg"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="lg"
      boxShadow="md"
      padding={{ base: "5", md: "8" }}
    >
      <Stack gap="4" align="flex-start">
        <Heading as="h1" id={headingId} size="2xl">
          {t("errorFallback.title")}
        </Heading>
        <Text>{t("errorFallback.intro")}</Text>
        <Stack direction={{ base: "column", sm: "row" }} gap="3" width={{ base: "100%", sm: "auto" }}>
          <Button colorPalette="brand" onClick={onReload}>
            {t("errorFallback.reload")}
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <a href={startPath}>{t("errorFallback.goToStart")}</a>
          </Button>
        </Stack>
        {details !== null && (
          <Box as="details" width="100%" fontSize="sm">
            <Box
              as="summary"
              cursor="pointer"
              color="fg.muted"
              borderRadius="sm"
              _focusVisible={{ outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" }}
            >
              {t("errorFallback.details")}
            </Box>
            <Box
              as="pre"
              mt="2"
              padding="3"
              bg="bg.muted"
              borderRadius="md"
              overflowX="auto"
              whiteSpace="pre-wrap"
              wordBreak="break-word"
              maxHeight="20rem"
              tabIndex={0}
            >
              {details}
            </Box>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
