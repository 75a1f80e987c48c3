import { Box, Heading, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

export interface MaintenanceNoticeProps {
  /** h1 when the notice is the page (the maintenance page), h2 inside a page (student administration). */
  readonly headingLevel?: "h1" | "h2";
}

/**
 * SPEC §8 maintenance page: 'Sidan uppdateras!' / 'Page is being updated!'. Reusable: SPEC §2 shows
 * it on the student administration page ("a maintenance notice that the system is being updated").
 */
export function MaintenanceNotice({ headingLevel = "h2" }: MaintenanceNoticeProps) {
  const { t } = useTranslation("shell");
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-testid="maintenance-notice"
      bg="bg.warning"
      borderWidth="1px"
      borderColor="border.warning"
      borderStartWidth="5px"
      borderRadius="md"
      padding={{ base: "4", md: "6" }}
    >
      <Heading as={headingLevel} id={headingId} size={headingLevel === "h1" ? "2xl" : "lg"}>
        {t("maintenance.title")}
      </Heading>
      <Text mt="2">{t("maintenance.intro")}</Text>
    </Box>
  );
}
