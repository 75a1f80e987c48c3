/**
 * The catalogue as the server stores it (SPEC §3 Product and Series; table layout in
 * server/db/migrations/002_catalogue.sql). Seed and import both produce these records.
 */
export const APPS = ["play", "lashornan", "boka"] as const;
export type AppSlug = (typeof APPS)[number];

export const PRODUCT_KINDS = [
  "film",
  "documentary",
  "clip",
  "episode",
  "radio",
  "podcast",
  "debate",
  "lecture",
  "ebook",
  "audiobook",
  "physical",
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** SPEC §1: Play has films, series and audio; Book Corner (lashornan) books; Boka things to borrow. */
export const KINDS_BY_APP: Readonly<Record<AppSlug, readonly ProductKind[]>> = {
  play: ["film", "documentary", "clip", "episode", "radio", "podcast", "debate", "lecture"],
  lashornan: ["ebook", "audiobook"],
  boka: ["physical"],
};

export interface ProductSeriesRef {
  id: number;
  /** Set when the line or seed brings the series along (import upserts it); else it must exist. */
  title?: string;
  description?: string;
  season: number;
  seasonLabel: string | null;
  episode: number;
}

export interface ProductLink {
  title: string;
  url: string;
}

export interface SubtitleTrack {
  language: string;
  label: string;
  src: string;
}

export interface ProductFlags {
  recommended: boolean;
  lastChance: boolean;
  staffPick: boolean;
  coming: boolean;
  new: boolean;
}

export interface CatalogueProduct {
  id: number;
  app: AppSlug;
  kind: ProductKind;
  title: string;
  description: string;
  tags: string[];
  topics: string[];
  subjectIds: number[];
  series: ProductSeriesRef | null;
  durationSeconds: number | null;
  pageCount: number | null;
  ageRecommendation: number | null;
  ageRestriction: number | null;
  audience: string[];
  spokenLanguages: string[];
  subtitleLanguages: string[];
  supplier: string | null;
  author: string | null;
  prodYear: number | null;
  articleNumber: string | null;
  country: string | null;
  mediaFormat: string | null;
  availableFrom: string | null;
  availableTo: string | null;
  links: ProductLink[];
  flags: ProductFlags;
  resellerSlugs: string[];
  searchScope: 1 | 2;
  mediaManifest: string | null;
  subtitleTracks: SubtitleTrack[];
}

export interface CatalogueSeries {
  id: number;
  app: AppSlug;
  title: string;
  description: string;
  seasons: number;
}

export interface CatalogueSubject {
  id: number;
  parentId: number | null;
  title: string;
  /** Ids from the root down to this node itself. */
  path: number[];
  sortOrder: number;
}
