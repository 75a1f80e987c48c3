import { Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { loginPath } from "../../domain/routing/account-routes";
import { useReseller } from "../app/use-reseller";
import { MessagePage } from "../shared/message-page";

/**
 * SPEC §2 "SSO error page ('Go to login' button)", §8 "SSO failure: 'Unable to log in with Single
 * sign-on.' with a 'Go to login' button". /sso-error/{errorId}: the login page is the reseller's
 * (a `reseller` query parameter, else the signed-in user's, else member: SPEC §1), by the login
 * prefix rule of SPEC §2.
 * Decision: the page does not fetch the failure's details (GET /auth/sso-error/{id}); the SPEC
 * shows the user only the sentence and the button, and the SSO slice owns that call.
 */
export function SsoErrorPage() {
  const { t } = useTranslation("shell");
  const reseller = useReseller();
  return (
    <MessagePage title={t("ssoError.title")}>
      <Button asChild colorPalette="brand">
        <RouterLink to={loginPath(reseller)}>{t("ssoError.goToLogin")}</RouterLink>
      </Button>
    </MessagePage>
  );
}
