import { Button, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { loginPath } from "../../domain/routing/account-routes";
import { playPath } from "../../domain/routing/app-routes";
import { useReseller } from "../app/use-reseller";
import { MessagePage } from "../shared/message-page";

/**
 * SPEC §6 access-denied view for a private page ("for logged-in users only") opened by a visitor: the
 * shell's access-denied title, why, and the way in — logging in brings the reader back here.
 */
export function CmsAccessDenied() {
  const { t } = useTranslation(["cms", "shell", "common"]);
  const reseller = useReseller();
  const { pathname, search } = useLocation();
  return (
    <MessagePage title={t("shell:accessDenied.title")} intro={t("cms:page.deniedIntro")}>
      <HStack justify="center" gap="4" flexWrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to={loginPath(reseller, `${pathname}${search}`)}>{t("common:account.login")}</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={playPath(reseller)}>{t("cms:page.goToStart")}</RouterLink>
        </Button>
      </HStack>
    </MessagePage>
  );
}

/** A page that could not be fetched (server or network trouble): say so and offer to try again. */
export function CmsPageError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation("cms");
  return (
    <MessagePage title={t("page.errorTitle")} intro={t("page.errorIntro")}>
      <Button colorPalette="brand" onClick={onRetry}>
        {t("page.retry")}
      </Button>
    </MessagePage>
  );
}
