import type { AppSlug, CatalogueProduct, ProductKind } from "../catalogue/catalogue-product";
import type { CatalogueRandom } from "./catalogue-random";
import type { ThemeNode } from "./catalogue-subjects";
import { lowerFirst, swedishIsbn } from "./catalogue-text";
import * as W from "./seed-data/catalogue-words";

/** The committed sample streams in server/media (scripts/make-sample-media.sh). */
export const SAMPLE_STREAMS = ["testbild", "mandelbrot", "fargstaplar"] as const;
/** The demo is pinned to a school year, never to the clock, so the seed is the same every day. */
export const CATALOGUE_YEAR = 2026;

const MODERN_LANGUAGE: Record<string, string> = { Spanska: "es", Franska: "fr", Tyska: "de" };
const COUNTRY_LANGUAGE: Record<string, string> = {
  SE: "sv",
  NO: "no",
  DK: "da",
  FI: "fi",
  GB: "en",
  DE: "de",
  FR: "fr",
  US: "en",
  CA: "en",
  IS: "is",
};
const VIDEO_KINDS: readonly ProductKind[] = ["film", "documentary", "clip", "episode", "debate", "lecture"];
/** Subjects taught from a later stage (Lgr22): no preschool-class sex education or chemistry. */
const MIN_STAGE: Record<string, number> = {
  "Sex och samlevnad": 2,
  Källkritik: 2,
  Kemi: 2,
  "Moderna språk": 2,
  Fysik: 1,
  Samhällskunskap: 1,
};
/** Weighted school stages: most material targets years 4–9. */
const STAGE_WEIGHTS = [0.04, 0.14, 0.3, 0.32, 0.17, 0.03];

export type Stage = (typeof W.STAGES)[number];

/** Fills in everything that is not the title and description, the same way for every kind. */
export class ProductFactory {
  private nextId = 1;

  constructor(private readonly random: CatalogueRandom) {}

  pickStage(min = 0): Stage {
    let roll = this.random.next();
    let index = STAGE_WEIGHTS.findIndex((weight) => (roll -= weight) < 0);
    if (index < 0) index = STAGE_WEIGHTS.length - 1;
    return W.STAGES[Math.max(index, min)] as Stage;
  }

  create(app: AppSlug, kind: ProductKind, theme: ThemeNode, requested?: Stage): CatalogueProduct {
    const r = this.random;
    const minStage = MIN_STAGE[theme.subject.title] ?? 0;
    const stage =
      requested && W.STAGES.indexOf(requested) >= minStage
        ? requested
        : (W.STAGES[Math.max(W.STAGES.indexOf(requested ?? this.pickStage()), minStage)] as Stage);
    const id = this.nextId++;
    const year = CATALOGUE_YEAR - Math.floor(r.next() ** 2 * 30);
    const coming = r.chance(0.015);
    const lastChance = !coming && r.chance(0.04);
    const nextStage = W.STAGES[W.STAGES.indexOf(stage) + 1];
    const language = this.spokenLanguage(theme, app);
    const isVideo = app === "play" && VIDEO_KINDS.includes(kind);
    const stream = SAMPLE_STREAMS[id % SAMPLE_STREAMS.length] as string;
    const playable = app === "play" && !coming;
    return {
      id,
      app,
      kind,
      title: "",
      description: "",
      tags: [lowerFirst(theme.theme), lowerFirst(theme.area)],
      topics: r.sample(theme.subject.topics, r.int(1, 2)),
      subjectIds: [theme.themeId],
      series: null,
      durationSeconds: null,
      pageCount: null,
      ageRecommendation: stage.age,
      ageRestriction: null,
      audience: nextStage && r.chance(0.4) ? [stage.audience, nextStage.audience] : [stage.audience],
      spokenLanguages: [language],
      subtitleLanguages: isVideo ? this.subtitles(language) : [],
      supplier: r.pick(W.SUPPLIERS[app]),
      author: null,
      prodYear: year,
      articleNumber: app === "play" ? `SM-P${String(id).padStart(6, "0")}` : swedishIsbn(id),
      country: "SE",
      mediaFormat: null,
      availableFrom: coming ? `${CATALOGUE_YEAR + 1}-0${r.int(1, 3)}-01` : null,
      availableTo: lastChance
        ? `${CATALOGUE_YEAR + 1}-0${r.int(1, 6)}-28`
        : r.chance(0.15)
          ? `${CATALOGUE_YEAR + r.int(2, 5)}-06-30`
          : null,
      links: r.chance(0.15) ? [{ title: "Lärarhandledning", url: `https://skolmedia.test/lararhandledningar/${id}` }] : [],
      flags: {
        recommended: r.chance(0.1),
        lastChance,
        staffPick: r.chance(0.04),
        coming,
        new: year >= CATALOGUE_YEAR - 1 && r.chance(0.6),
      },
      resellerSlugs: r.chance(0.02) ? ["sli"] : [],
      searchScope: app === "play" && r.chance(0.15) ? 2 : 1,
      mediaManifest: playable ? `/media/${stream}/manifest.mpd` : null,
      subtitleTracks: playable ? [{ language: "sv", label: "Svenska", src: `/media/${stream}/sv.vtt` }] : [],
    };
  }

  /** A second subject now and then: real material often spans two subjects. */
  addSubject(product: CatalogueProduct, theme: ThemeNode): void {
    if (!product.subjectIds.includes(theme.themeId)) product.subjectIds.push(theme.themeId);
  }

  /** Foreign productions speak their country's language and get Swedish subtitles. */
  setCountry(product: CatalogueProduct, country: string): void {
    product.country = country;
    const language = COUNTRY_LANGUAGE[country] ?? "sv";
    if (product.spokenLanguages[0] === "sv" && language !== "sv") {
      product.spokenLanguages = [language];
      if (product.app === "play") product.subtitleLanguages = ["sv", ...product.subtitleLanguages.filter((l) => l !== "sv")];
    }
  }

  private spokenLanguage(theme: ThemeNode, app: AppSlug): string {
    if (theme.subject.english) return "en";
    const modern = MODERN_LANGUAGE[theme.area];
    if (modern) return modern;
    // Mother-tongue versions of Play material (Arabic, Somali, Finnish, Northern Sami …).
    return app === "play" && this.random.chance(0.06) ? this.random.pick(W.SPOKEN_EXTRA) : "sv";
  }

  private subtitles(spoken: string): string[] {
    const r = this.random;
    if (spoken !== "sv") return ["sv"];
    if (!r.chance(0.7)) return [];
    return r.chance(0.3) ? ["sv", r.pick(W.SUBTITLE_EXTRA)] : ["sv"];
  }
}
