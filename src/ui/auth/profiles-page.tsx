import { Badge, Box, Button, Container, Heading, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useStores } from "../app/stores-context";
import { usePageTitle } from "../app/use-page-title";
import { useReseller } from "../app/use-reseller";

/**
 * /profiles (SPEC §2), a login route (the guard sends visitors to login): the token's profiles;
 * choosing one switches with changeProfile and goes on to next.
 */
export const ProfilesPage = observer(function ProfilesPage() {
  const { t } = useTranslation("auth");
  const { session } = useStores();
  const reseller = useReseller();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  usePageTitle(t("profiles.title"));

  const choose = async (profileId: number) => {
    setBusy(profileId);
    setFailed(false);
    const result = await session.changeProfile(profileId, { reseller, next: params.get("next") });
    setBusy(null);
    if (result.ok) navigate(result.value, { replace: true });
    else setFailed(true);
  };

  return (
    <Container maxW="xl" py={{ base: "8", md: "16" }}>
      <Heading as="h1" size="2xl" mb="2">
        {t("profiles.title")}
      </Heading>
      <Text color="gray.700" mb="6">
        {session.profiles.length > 0 ? t("profiles.intro") : t("profiles.none")}
      </Text>
      <Box aria-live="polite">
        {failed && (
          <Text role="alert" color="red.700" mb="4">
            {t("profiles.error")}
          </Text>
        )}
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {session.profiles.map((profile) => (
          <li key={profile.id}>
            <Button
              width="full"
              justifyContent="space-between"
              variant="outline"
              colorPalette="brand"
              size="lg"
              loading={busy === profile.id}
              onClick={() => void choose(profile.id)}
            >
              {/* WCAG 2.5.3: the name comes from the visible text ("Använd" is for screen readers
                  only), so it holds the profile name and the "Aktiv" badge alike. */}
              <span>
                <VisuallyHidden>{t("profiles.choose")}</VisuallyHidden> {profile.name}
              </span>
              {profile.isActive && <Badge colorPalette="green">{t("profiles.active")}</Badge>}
            </Button>
          </li>
        ))}
      </Stack>
    </Container>
  );
});
