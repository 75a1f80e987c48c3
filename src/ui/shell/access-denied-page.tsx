import { Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { playPath } from "../../domain/routing/app-routes";
import { useReseller } from "../app/use-reseller";
import { MessagePage } from "../shared/message-page";

/** SPEC §6 "An access-denied view exists": a logged-in user without the role a route needs. */
export function AccessDeniedPage() {
  const { t } = useTranslation("shell");
  const reseller = useReseller();
  return (
    <MessagePage title={t("accessDenied.title")} intro={t("accessDenied.intro")}>
      <Button asChild colorPalette="brand">
        <RouterLink to={playPath(reseller)}>{t("accessDenied.goToStart")}</RouterLink>
      </Button>
    </MessagePage>
  );
}
