import { useTranslation } from "react-i18next";
import { seriesPath } from "../../../domain/routing/app-routes";
import type { CmsBlock } from "../../../ports/cms/cms-content-gateway.port";
import { useReseller } from "../../app/use-reseller";
import { BlockFrame } from "./block-frame";
import type { BlockProps } from "./block-props";
import { CardGrid } from "./card-grid";

type SeriesBlockData = Extract<CmsBlock, { kind: "SERIES" }>;

/** SPEC §3 series block: cards to /{reseller}/{app}/series/{id}-{slug} (SPEC §2 slug rule). */
export function SeriesBlock({ block }: BlockProps<SeriesBlockData>) {
  const { t } = useTranslation("cms");
  const reseller = useReseller();
  const series = block.series ?? [];
  if (series.length === 0) return null;
  const headingId = `block-${block.id}-title`;
  const cards = series.map((item) => ({
    key: String(item.id),
    href: seriesPath(reseller, item.app, item.id, item.title),
    title: item.title,
    imageUrl: item.imageUrl,
    detail: `${t("cards.seasonCount", { count: item.seasonCount })} · ${t("cards.episodeCount", { count: item.episodeCount })}`,
  }));
  return (
    <BlockFrame settings={block.settings} labelledBy={headingId}>
      <CardGrid title={block.title ?? t("cards.seriesTitle")} headingId={headingId} cards={cards} />
    </BlockFrame>
  );
}
