import { Box, Container, Heading, Link, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { signupPath } from "../../domain/routing/account-routes";
import { usePageTitle } from "../app/use-page-title";
import { useReseller } from "../app/use-reseller";
import { LoginForm } from "./login-form";

/**
 * /{reseller}/login and /login (SPEC §2). A guest route: once logged in (just now, or already) the
 * route guard sends the user where SPEC §4 "Login" says — next, /profiles or the activation page.
 */
export function LoginPage() {
  const { t } = useTranslation(["auth", "common"]);
  const reseller = useReseller();
  const [params] = useSearchParams();
  const next = params.get("next");
  usePageTitle(t("login.title"));

  return (
    <Container maxW="md" py={{ base: "8", md: "16" }}>
      <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p={{ base: "5", md: "8" }} boxShadow="sm">
        <Heading as="h1" size="2xl" mb="2">
          {t("login.title")}
        </Heading>
        <Text color="gray.700" mb="6">
          {t("login.intro")}
        </Text>
        <LoginForm reseller={reseller} next={next} />
        <Text mt="6" color="gray.700">
          {t("login.noAccount")}{" "}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={signupPath(reseller)}>{t("common:account.signup")}</RouterLink>
          </Link>
        </Text>
      </Box>
    </Container>
  );
}
