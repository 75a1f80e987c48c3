import { Box, Container, Text, VisuallyHidden } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { isAppSlug } from "../../domain/access/licence";
import { useStores } from "../app/stores-context";
import { useReseller } from "../app/use-reseller";
import { CmsBlocks } from "../cms/cms-blocks";
import { CmsPageError } from "../cms/page-states";
import { usePageMeta } from "../cms/use-page-meta";
import { useViewer } from "../cms/use-viewer";
import { NotFoundPage } from "./not-found-page";

/**
 * /{reseller}/{appSlug} (SPEC §2): the app start page from the app page data (getPlayAppPage and its
 * siblings) — the slideshow, the featured collections and toplists, series and, signed in, recently
 * viewed collections — with its head from getAppMeta. An unknown app is the not-found page.
 */
export const AppStartPage = observer(function AppStartPage({ app }: { readonly app?: string }) {
  const { t } = useTranslation(["common", "shell"]);
  const { cms, session } = useStores();
  const reseller = useReseller();
  const viewer = useViewer();
  const params = useParams();
  const slug = app ?? params.appSlug ?? "";
  const known = isAppSlug(slug);
  const entry = known ? cms.appPages.entry({ app: slug, reseller, viewer: viewer ?? "" }) : null;
  const outcome = entry?.outcome ?? null;

  useEffect(() => {
    if (known && viewer !== null) void cms.appPages.load({ app: slug, reseller, viewer });
  }, [cms, known, slug, reseller, viewer]);

  usePageMeta(outcome?.kind === "ok" ? (entry?.meta ?? null) : null, known ? t(`common:apps.${slug}`) : null);

  if (!known) return <NotFoundPage />;
  if (outcome?.kind === "not-found") return <NotFoundPage />;
  if (outcome?.kind === "error" || outcome?.kind === "denied")
    return <CmsPageError onRetry={() => viewer !== null && void cms.appPages.load({ app: slug, reseller, viewer })} />;
  if (outcome === null || viewer === null) {
    // The page's room while its data comes: the footer stays below the fold, so nothing visible moves
    // when the slideshow arrives (CLS, issue 8's Lighthouse goal).
    return (
      <Box minH="100vh" aria-busy="true" data-testid="app-start-loading">
        <VisuallyHidden role="status">{t("common:page.loading")}</VisuallyHidden>
      </Box>
    );
  }
  return (
    <Box data-testid="app-start-page">
      <VisuallyHidden asChild>
        <h1>{entry?.meta?.title || outcome.value.title}</h1>
      </VisuallyHidden>
      <CmsBlocks blocks={outcome.value.blocks} />
      {session.claims && (
        // Whose page this is: the role decides what the licence and the menus offer (SPEC §6).
        <Container maxW="6xl" pb="6">
          <Text color="gray.700" data-testid="signed-in-as">
            {t("shell:start.loggedInAs", { role: t(`common:roles.${session.claims.role}`) })}
          </Text>
        </Container>
      )}
    </Box>
  );
});
