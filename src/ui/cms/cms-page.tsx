import { Box, VisuallyHidden } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useParams } from "react-router-dom";
import { useStores } from "../app/stores-context";
import { PageLoading } from "../app/page-loading";
import { useReseller } from "../app/use-reseller";
import { NotFoundPage } from "../shell/not-found-page";
import { blocksHaveTitle, CmsBlocks } from "./cms-blocks";
import { CmsAccessDenied, CmsPageError } from "./page-states";
import { usePageMeta } from "./use-page-meta";
import { useViewer } from "./use-viewer";

/**
 * SPEC §2 /{reseller}/pages/{pageSlug} and /promo/{pageSlug}: a published CMS page with every block
 * kind of SPEC §3. A private page shows the access-denied view to a visitor (SPEC §6); an unknown or
 * unpublished one the not-found page. A promotion page has no reseller in its path, so it is the
 * reader's reseller's (or member's, SPEC §1); its consent context is the shell's business.
 */
export const CmsPage = observer(function CmsPage() {
  const { cms } = useStores();
  const { pageSlug = "" } = useParams();
  const reseller = useReseller();
  const viewer = useViewer();
  const request = { slug: pageSlug, reseller, viewer: viewer ?? "" };
  const entry = cms.pages.entry(request);
  const outcome = entry.outcome;

  useEffect(() => {
    if (viewer !== null) void cms.pages.load({ slug: pageSlug, reseller, viewer });
  }, [cms, pageSlug, reseller, viewer]);

  usePageMeta(outcome?.kind === "ok" ? entry.meta : null, outcome?.kind === "ok" ? outcome.value.name : null);

  if (viewer === null || outcome === null) return <PageLoading />;
  switch (outcome.kind) {
    case "denied":
      return <CmsAccessDenied />;
    case "not-found":
      return <NotFoundPage />;
    case "error":
      return <CmsPageError onRetry={() => void cms.pages.load({ slug: pageSlug, reseller, viewer })} />;
    case "ok":
      return (
        <Box data-testid="cms-page">
          {!blocksHaveTitle(outcome.value.blocks) && (
            <VisuallyHidden asChild>
              <h1>{entry.meta?.title || outcome.value.name}</h1>
            </VisuallyHidden>
          )}
          <CmsBlocks blocks={outcome.value.blocks} />
        </Box>
      );
  }
});
