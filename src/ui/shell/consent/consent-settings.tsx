import { Box, Button, Heading, Stack, Switch, Text } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ConsentCategory } from "../../../domain/consent/consent";
import { useStores } from "../../app/stores-context";

/** One category of SPEC §3 (necessary, analytics, marketing) with its switch and what it is for. */
const CategorySwitch = observer(function CategorySwitch({ category }: { readonly category: ConsentCategory }) {
  const { t } = useTranslation("shell");
  const { consent } = useStores();
  const descriptionId = useId();
  const necessary = category === "necessary";
  const checked = necessary || consent.toggles[category];
  return (
    <Box as="li" borderTopWidth="1px" borderColor="border" pt="3">
      <Switch.Root
        checked={checked}
        disabled={necessary}
        colorPalette="brand"
        onCheckedChange={(details) => {
          if (!necessary) consent.setToggle(category, details.checked);
        }}
        display="flex"
        justifyContent="space-between"
        width="100%"
      >
        <Switch.Label fontWeight="semibold">
          {t(`consent.categories.${category}.name`)}
          {necessary && (
            <Text as="span" fontWeight="normal" color="fg.muted" ms="2">
              ({t("consent.alwaysOn")})
            </Text>
          )}
        </Switch.Label>
        <Switch.HiddenInput aria-describedby={descriptionId} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
      <Text id={descriptionId} fontSize="sm" color="fg.muted" mt="1">
        {t(`consent.categories.${category}.description`)}
      </Text>
    </Box>
  );
});

/** The settings view (SPEC §4): a switch per offered category, necessary always on, and save. */
export const ConsentSettings = observer(function ConsentSettings({
  titleId,
  onSave,
  onBack,
}: {
  readonly titleId: string;
  readonly onSave: () => void;
  readonly onBack: () => void;
}) {
  const { t } = useTranslation("shell");
  const { consent } = useStores();
  return (
    <Stack gap="3">
      <Heading as="h2" id={titleId} size="md" tabIndex={-1} outline="none">
        {t("consent.settingsTitle")}
      </Heading>
      <Text fontSize="sm">{t("consent.settingsIntro")}</Text>
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {consent.categories.map((category) => (
          <CategorySwitch key={category} category={category} />
        ))}
      </Stack>
      <Stack direction={{ base: "column", sm: "row" }} gap="2" pt="1">
        <Button colorPalette="brand" size="sm" onClick={onSave}>
          {t("consent.save")}
        </Button>
        <Button variant="ghost" colorPalette="brand" size="sm" onClick={onBack}>
          {t("consent.back")}
        </Button>
      </Stack>
    </Stack>
  );
});
