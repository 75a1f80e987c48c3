import { Button, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { playPath } from "../../domain/routing/app-routes";
import { useReseller } from "../app/use-reseller";
import { MessagePage } from "../shared/message-page";

/** SPEC §8 "Page not found", with Go back and Go to start page. */
export function NotFoundPage() {
  const { t } = useTranslation("shell");
  const navigate = useNavigate();
  const reseller = useReseller();
  return (
    <MessagePage title={t("notFound.title")}>
      <HStack justify="center" gap="4" flexWrap="wrap">
        <Button variant="outline" colorPalette="brand" onClick={() => navigate(-1)}>
          {t("notFound.goBack")}
        </Button>
        <Button asChild colorPalette="brand">
          <RouterLink to={playPath(reseller)}>{t("notFound.goToStart")}</RouterLink>
        </Button>
      </HStack>
    </MessagePage>
  );
}
