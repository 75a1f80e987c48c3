import { Schema } from "effect";
import { APPS, PRODUCT_KINDS, type CatalogueProduct } from "./catalogue-product";

/**
 * One line of the catalogue import file (docs/catalogue-import.md): a product as JSON. Only id, app,
 * kind and title are required; unknown keys are errors, so a misspelt field is reported, not lost.
 */
const PositiveInt = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 }));
const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max));
const NonBlank = (max: number) => Schema.String.check(Schema.isPattern(/\S/, { message: "must not be blank" }), Schema.isMaxLength(max));
const Words = Schema.Array(NonBlank(200));
const Language = Schema.String.check(Schema.isPattern(/^[a-z]{2}$/, { message: "must be an ISO 639-1 code like sv" }));
const IsoDate = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date yyyy-mm-dd" }),
  Schema.makeFilter((value: string) => {
    const date = new Date(`${value}T00:00:00Z`);
    return (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)) || "is not a real calendar date";
  }),
);
const Age = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 20 }));
const opt = <S extends Schema.Top>(schema: S) => Schema.optionalKey(Schema.NullOr(schema));

export const ProductLine = Schema.Struct({
  id: PositiveInt,
  app: Schema.Literals(APPS),
  kind: Schema.Literals(PRODUCT_KINDS),
  title: NonBlank(300),
  description: Schema.optionalKey(Text(10_000)),
  tags: Schema.optionalKey(Words),
  topics: Schema.optionalKey(Words),
  subjectIds: Schema.optionalKey(Schema.Array(PositiveInt)),
  series: opt(
    Schema.Struct({
      id: PositiveInt,
      title: Schema.optionalKey(NonBlank(300)),
      description: Schema.optionalKey(Text(10_000)),
      season: PositiveInt,
      seasonLabel: opt(NonBlank(100)),
      episode: PositiveInt,
    }),
  ),
  durationSeconds: opt(PositiveInt),
  pageCount: opt(PositiveInt),
  ageRecommendation: opt(Age),
  ageRestriction: opt(Age),
  audience: Schema.optionalKey(Words),
  spokenLanguages: Schema.optionalKey(Schema.Array(Language)),
  subtitleLanguages: Schema.optionalKey(Schema.Array(Language)),
  supplier: opt(NonBlank(200)),
  author: opt(NonBlank(300)),
  prodYear: opt(Schema.Int.check(Schema.isBetween({ minimum: 1890, maximum: 2100 }))),
  articleNumber: opt(NonBlank(100)),
  country: opt(Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/, { message: "must be an ISO 3166-1 code like SE" }))),
  mediaFormat: opt(NonBlank(100)),
  availableFrom: opt(IsoDate),
  availableTo: opt(IsoDate),
  links: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({
        title: NonBlank(200),
        url: Schema.String.check(Schema.isPattern(/^(https?:\/\/|\/)\S+$/, { message: "must be an http(s) URL or a path" })),
      }),
    ),
  ),
  flags: Schema.optionalKey(
    Schema.Struct({
      recommended: Schema.optionalKey(Schema.Boolean),
      lastChance: Schema.optionalKey(Schema.Boolean),
      staffPick: Schema.optionalKey(Schema.Boolean),
      coming: Schema.optionalKey(Schema.Boolean),
      new: Schema.optionalKey(Schema.Boolean),
    }),
  ),
  resellerSlugs: Schema.optionalKey(
    Schema.Array(Schema.String.check(Schema.isPattern(/^[a-z0-9][a-z0-9-]*$/, { message: "must be a reseller slug" }))),
  ),
  searchScope: Schema.optionalKey(Schema.Literals([1, 2])),
  mediaManifest: opt(
    Schema.String.check(Schema.isPattern(/^(\/|https?:\/\/)\S+\.mpd$/, { message: "must be a path or URL ending in .mpd" })),
  ),
  subtitleTracks: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({
        language: Language,
        label: NonBlank(100),
        src: Schema.String.check(Schema.isPattern(/^(\/|https?:\/\/)\S+\.vtt$/, { message: "must be a path or URL ending in .vtt" })),
      }),
    ),
  ),
});

export type ProductLineInput = typeof ProductLine.Type;

/** The stored record of a validated line: absent fields take their documented defaults. */
export function lineToProduct(line: ProductLineInput): CatalogueProduct {
  const series = line.series ?? null;
  return {
    id: line.id,
    app: line.app,
    kind: line.kind,
    title: line.title.trim(),
    description: line.description ?? "",
    tags: [...(line.tags ?? [])],
    topics: [...(line.topics ?? [])],
    subjectIds: [...new Set(line.subjectIds ?? [])],
    series: series && {
      id: series.id,
      ...(series.title !== undefined ? { title: series.title.trim() } : {}),
      ...(series.description !== undefined ? { description: series.description } : {}),
      season: series.season,
      seasonLabel: series.seasonLabel ?? null,
      episode: series.episode,
    },
    durationSeconds: line.durationSeconds ?? null,
    pageCount: line.pageCount ?? null,
    ageRecommendation: line.ageRecommendation ?? null,
    ageRestriction: line.ageRestriction ?? null,
    audience: [...(line.audience ?? [])],
    spokenLanguages: [...(line.spokenLanguages ?? [])],
    subtitleLanguages: [...(line.subtitleLanguages ?? [])],
    supplier: line.supplier ?? null,
    author: line.author ?? null,
    prodYear: line.prodYear ?? null,
    articleNumber: line.articleNumber ?? null,
    country: line.country ?? null,
    mediaFormat: line.mediaFormat ?? null,
    availableFrom: line.availableFrom ?? null,
    availableTo: line.availableTo ?? null,
    links: (line.links ?? []).map((link) => ({ ...link })),
    flags: {
      recommended: line.flags?.recommended ?? false,
      lastChance: line.flags?.lastChance ?? false,
      staffPick: line.flags?.staffPick ?? false,
      coming: line.flags?.coming ?? false,
      new: line.flags?.new ?? false,
    },
    resellerSlugs: [...(line.resellerSlugs ?? [])],
    searchScope: line.searchScope ?? 1,
    mediaManifest: line.mediaManifest ?? null,
    subtitleTracks: (line.subtitleTracks ?? []).map((track) => ({ ...track })),
  };
}
