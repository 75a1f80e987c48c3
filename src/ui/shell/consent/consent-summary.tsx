import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { useStores } from "../../app/stores-context";

/** Which intro fits the options on offer (SPEC §6: some users and contexts get neither). */
function introKey(analytics: boolean, marketing: boolean) {
  if (analytics && marketing) return "consent.intro.both" as const;
  if (analytics) return "consent.intro.analytics" as const;
  if (marketing) return "consent.intro.marketing" as const;
  return "consent.intro.necessaryOnly" as const;
}

/** The dialog's first view: what the cookies are for, 'accept all' and 'settings' (SPEC §4). */
export const ConsentSummary = observer(function ConsentSummary({
  titleId,
  onAcceptAll,
  onSettings,
}: {
  readonly titleId: string;
  readonly onAcceptAll: () => void;
  readonly onSettings: () => void;
}) {
  const { t } = useTranslation("shell");
  const { consent } = useStores();
  const { analytics, marketing } = consent.options;
  const hasChoice = analytics || marketing;
  return (
    <Stack gap="3">
      <Heading as="h2" id={titleId} size="md" tabIndex={-1} outline="none">
        {t("consent.title")}
      </Heading>
      <Text fontSize="sm">
        {t(introKey(analytics, marketing))} {hasChoice && t("consent.changeLater")}
      </Text>
      <Stack direction={{ base: "column", sm: "row" }} gap="2" pt="1">
        <Button colorPalette="brand" size="sm" onClick={onAcceptAll}>
          {hasChoice ? t("consent.acceptAll") : t("consent.acknowledge")}
        </Button>
        <Button variant="outline" colorPalette="brand" size="sm" data-consent-settings-button onClick={onSettings}>
          {t("consent.settings")}
        </Button>
      </Stack>
    </Stack>
  );
});
