import { Container, Heading, Spinner, Stack } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useStores } from "../app/stores-context";
import { usePageTitle } from "../app/use-page-title";
import { useReseller } from "../app/use-reseller";

/** /{reseller}/logout?next=… (SPEC §2): logs out as SPEC §4 says, then the store sends the user on. */
export function LogoutPage() {
  const { t } = useTranslation(["auth", "common"]);
  const root = useStores();
  const reseller = useReseller();
  const [params] = useSearchParams();
  const started = useRef(false);
  const next = params.get("next");
  usePageTitle(t("common:account.logout"));

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void root.logout({ reseller, next });
  }, [root, reseller, next]);

  return (
    <Container maxW="md" py="16">
      <Stack direction="row" align="center" gap="3">
        <Spinner size="sm" aria-hidden="true" />
        <Heading as="h1" size="lg" aria-live="polite">
          {t("logout.inProgress")}
        </Heading>
      </Stack>
    </Container>
  );
}
