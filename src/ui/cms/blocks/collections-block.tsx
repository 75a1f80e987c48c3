import { Button, Text } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router-dom";
import type { ContractSchema } from "../../../contract/schemas";
import { loginPath } from "../../../domain/routing/account-routes";
import { collectionPath } from "../../../domain/routing/app-routes";
import type { CmsBlock } from "../../../ports/cms/cms-content-gateway.port";
import { useStores } from "../../app/stores-context";
import { useReseller } from "../../app/use-reseller";
import { BlockFrame } from "./block-frame";
import type { BlockProps } from "./block-props";
import { CardGrid, type CardData } from "./card-grid";

type CollectionSummary = ContractSchema<"CollectionSummary">;
type CollectionsBlockData = Extract<CmsBlock, { kind: "FEATURED_COLLECTIONS" | "RECENTLY_VIEWED_COLLECTIONS" }>;

function useCollectionCards(collections: readonly CollectionSummary[] | undefined): CardData[] {
  const { t } = useTranslation("cms");
  const reseller = useReseller();
  return (collections ?? []).map((collection) => ({
    key: String(collection.id),
    href: collectionPath(reseller, collection.id),
    title: collection.name,
    imageUrl: collection.imageUrl,
    detail: t("cards.itemCount", { count: collection.itemCount }),
    ...(collection.kind === "toplist" ? { badge: t("cards.toplist") } : {}),
  }));
}

/**
 * SPEC §3 featured collections and recently viewed collections: cards (picture, name, number of
 * titles) to /{reseller}/collections/{id}. Featured ones include the automatic toplists (SPEC §6);
 * recently viewed ones are the reader's own, so a visitor is asked to log in instead.
 */
export const CollectionsBlock = observer(function CollectionsBlock({ block }: BlockProps<CollectionsBlockData>) {
  const { t } = useTranslation(["cms", "common"]);
  const { session } = useStores();
  const reseller = useReseller();
  const { pathname } = useLocation();
  const cards = useCollectionCards(block.collections);
  const recent = block.kind === "RECENTLY_VIEWED_COLLECTIONS";
  const headingId = `block-${block.id}-title`;
  const title = block.title ?? (recent ? t("cards.recentTitle") : t("cards.featuredTitle"));
  // A featured block with nothing public left to show is left out, like the server leaves out empty parts.
  if (!recent && cards.length === 0) return null;
  const empty = !recent ? null : session.isLoggedIn ? (
    <Text>{t("cards.recentEmpty")}</Text>
  ) : (
    <>
      <Text mb="4">{t("cards.recentVisitor")}</Text>
      <Button asChild colorPalette="brand" variant="outline">
        <RouterLink to={loginPath(reseller, pathname)}>{t("common:account.login")}</RouterLink>
      </Button>
    </>
  );
  return (
    <BlockFrame settings={block.settings} labelledBy={headingId}>
      <CardGrid title={title} headingId={headingId} cards={cards} empty={empty} />
    </BlockFrame>
  );
});
