import type { CatalogueProduct, CatalogueSeries } from "../catalogue/catalogue-product";
import type { ProductFactory } from "./catalogue-product-factory";
import type { CatalogueRandom } from "./catalogue-random";
import type { SubjectTree, ThemeNode } from "./catalogue-subjects";
import { fictionDescription, fictionTitle, fill, lowerFirst, type TitleRegistry } from "./catalogue-text";
import * as W from "./seed-data/catalogue-words";

/** Subjects a feature film is used in: film talks in Swedish, social studies, history, relationships. */
const FILM_SUBJECTS = ["Svenska", "Samhällskunskap", "Historia", "Sex och samlevnad", "Religion", "Engelska", "Idrott och hälsa"];
/** Heavy themes get an age limit more often (SPEC §6: age-restricted products are hidden). */
const HEAVY_THEMES = /krig|Förintelsen|Slavhandeln|Brott|Propaganda|Deepfakes|Digerdöden|Kolonialismen/i;
const FOREIGN_FILM = ["NO", "DK", "FI", "GB", "DE", "FR", "US", "CA", "IS"];
const ROLES = ["forskare", "lektor", "gymnasielärare", "journalist", "författare", "specialpedagog"];

const minutes = (random: CatalogueRandom, min: number, max: number) => random.int(min * 60, max * 60);

export class PlayComposer {
  constructor(
    private readonly random: CatalogueRandom,
    private readonly factory: ProductFactory,
    private readonly titles: TitleRegistry,
    private readonly tree: SubjectTree,
  ) {}

  film(): CatalogueProduct {
    const r = this.random;
    const theme = this.themeIn(FILM_SUBJECTS);
    const restriction = r.chance(0.12) ? 15 : r.chance(0.2) ? 11 : null;
    const stage = this.factory.pickStage(restriction === 15 ? 3 : restriction === 11 ? 2 : 1);
    const p = this.factory.create("play", "film", theme, stage);
    p.title = this.titles.fresh("play", () => fictionTitle(r));
    p.description = `${fictionDescription(r, Math.max(stage.age, 9) + r.int(0, 3), "film")} ${r.pick(W.PEDAGOGY_SENTENCES)}`;
    p.ageRestriction = restriction;
    if (restriction !== null && stage.age < restriction) p.ageRecommendation = restriction;
    p.durationSeconds = minutes(r, 75, 125);
    p.tags = [r.pick(W.FILM_TAGS), ...p.tags.slice(0, 1)];
    if (r.chance(0.35)) this.factory.setCountry(p, r.pick(FOREIGN_FILM));
    return p;
  }

  documentary(): CatalogueProduct {
    const r = this.random;
    const theme = this.theme();
    const p = this.factory.create("play", "documentary", theme);
    p.title = this.titles.fresh("play", () => fill(r.pick(theme.subject.english ? W.DOC_TITLES_EN : W.DOC_TITLES), r, theme));
    p.description = [
      fill(
        r.pick([
          "En dokumentär om {themeLc}.",
          "Vad vet vi egentligen om {themeLc}?",
          "I den här dokumentären tar vi oss an {themeLc} från flera håll.",
        ]),
        r,
        theme,
      ),
      r.pick(theme.subject.sentences),
      r.pick(W.PEDAGOGY_SENTENCES),
    ].join(" ");
    p.durationSeconds = minutes(r, 20, 58);
    this.maybeRestrict(p, theme);
    this.maybeSecondSubject(p);
    return p;
  }

  clip(): CatalogueProduct {
    const r = this.random;
    const theme = this.theme();
    const p = this.factory.create("play", "clip", theme);
    p.title = this.titles.fresh("play", () => fill(r.pick(theme.subject.english ? W.CLIP_TITLES_EN : W.CLIP_TITLES), r, theme));
    p.description = `${fill(r.pick(["En kort film som förklarar {themeLc} på ett enkelt sätt.", "Klippet ger en snabb överblick över {themeLc}.", "Ett kort klipp att starta lektionen med: {themeLc}."]), r, theme)} ${r.pick(theme.subject.sentences)}`;
    p.durationSeconds = r.int(60, 6 * 60);
    p.tags.push("kort klipp");
    return p;
  }

  radio(): CatalogueProduct {
    const r = this.random;
    const theme = this.theme();
    const p = this.factory.create("play", "radio", theme);
    p.title = this.titles.fresh("play", () => fill(r.pick(W.RADIO_TITLES), r, theme));
    p.description = `${fill("Ett radioreportage om {themeLc} där vi möter människor med egna erfarenheter.", r, theme)} ${r.pick(theme.subject.sentences)}`;
    p.durationSeconds = minutes(r, 15, 45);
    p.tags.push("ljud");
    return p;
  }

  podcast(): CatalogueProduct {
    const r = this.random;
    const theme = this.theme();
    const pod = r.pick(W.PODCAST_NAMES);
    const p = this.factory.create("play", "podcast", theme);
    const hosts = `${r.pick(W.FIRST_NAMES)} ${r.pick(W.LAST_NAMES)} och ${r.pick(W.FIRST_NAMES)} ${r.pick(W.LAST_NAMES)}`;
    p.title = this.titles.unique("play", `${pod}: ${theme.theme}`);
    p.description = `I det här avsnittet av ${pod} pratar ${hosts} om ${lowerFirst(theme.theme)}. ${r.pick(theme.subject.sentences)}`;
    p.author = hosts;
    p.durationSeconds = minutes(r, 20, 50);
    p.tags.push("podd", "ljud");
    return p;
  }

  debate(): CatalogueProduct {
    const r = this.random;
    const debate = r.pick(W.DEBATES);
    const theme = this.tree.themes.find((node) => node.theme === debate.theme) ?? this.theme();
    const question = debate.question;
    const p = this.factory.create("play", "debate", theme, this.factory.pickStage(3));
    p.title = this.titles.fresh("play", () => `${question} – debatt i ${r.pick(W.DEBATE_CITIES)}`);
    p.description = `${question} Två debattörer möts inför en publik av gymnasieelever som själva får ställa frågor. Ett bra underlag för samtal om ${lowerFirst(theme.theme)}.`;
    p.durationSeconds = minutes(r, 40, 90);
    p.tags.push("debatt");
    return p;
  }

  lecture(): CatalogueProduct {
    const r = this.random;
    const theme = this.theme();
    const p = this.factory.create("play", "lecture", theme, this.factory.pickStage(3));
    const lecturer = `${r.pick(W.FIRST_NAMES)} ${r.pick(W.LAST_NAMES)}`;
    p.title = this.titles.fresh("play", () =>
      theme.subject.english
        ? `Lecture: ${theme.theme}`
        : fill(r.pick(["Föreläsning: {theme}", "Lektionen: {theme}", "Forskaren förklarar: {theme}"]), r, theme),
    );
    p.description = `${lecturer}, ${r.pick(ROLES)}, föreläser om ${lowerFirst(theme.theme)}. ${r.pick(theme.subject.sentences)} ${r.pick(W.PEDAGOGY_SENTENCES)}`;
    p.author = lecturer;
    p.durationSeconds = minutes(r, 25, 60);
    p.tags.push("föreläsning");
    return p;
  }

  /** One series about one area: seasons of episodes, one theme per episode. */
  series(id: number, area: SubjectTree["areas"][number], maxSeasons: number): { series: CatalogueSeries; episodes: CatalogueProduct[] } {
    const r = this.random;
    const title = this.titles.fresh("play-series", () =>
      fill(r.pick(area.subject.english ? W.SERIES_TITLES_EN : W.SERIES_TITLES), r, { area: area.area }),
    );
    const seasons = r.int(1, maxSeasons);
    const stage = this.factory.pickStage(1);
    const perSeason = r.int(maxSeasons === 2 ? 3 : 4, maxSeasons === 2 ? 4 : 8);
    const description = `En serie i ${seasons === 1 ? "en säsong" : `${seasons} säsonger`} om ${lowerFirst(area.area)} för ${stage.audience.toLowerCase()}. ${r.pick(area.subject.sentences)}`;
    const series: CatalogueSeries = { id, app: "play", title, description, seasons };
    const episodes: CatalogueProduct[] = [];
    const supplier = r.pick(W.SUPPLIERS.play);
    const firstYear = 2026 - r.int(seasons, 12);
    for (let season = 1; season <= seasons; season += 1) {
      for (let episode = 1; episode <= perSeason; episode += 1) {
        const index = (season - 1) * perSeason + episode - 1;
        const theme = area.themes[index % area.themes.length] as ThemeNode;
        const round = Math.floor(index / area.themes.length);
        const angle = round === 0 ? "" : ` – ${W.EPISODE_ANGLES[(round - 1) % W.EPISODE_ANGLES.length]}`;
        const p = this.factory.create("play", "episode", theme, stage);
        p.title = this.titles.unique(`series-${id}`, `${theme.theme}${angle}`);
        p.description = `Avsnitt ${episode} av ${perSeason} i säsong ${season}. ${fill("Den här gången handlar det om {themeLc}.", r, theme)} ${r.pick(area.subject.sentences)}`;
        p.series = { id, title, description, season, seasonLabel: `Säsong ${season}`, episode };
        p.supplier = supplier;
        p.prodYear = firstYear + season - 1;
        p.flags.new = p.prodYear >= 2025 && p.flags.new;
        p.durationSeconds = minutes(r, 12, 30);
        episodes.push(p);
      }
    }
    return { series, episodes };
  }

  private theme(): ThemeNode {
    return this.random.pick(this.tree.themes);
  }

  private themeIn(subjects: readonly string[]): ThemeNode {
    const wanted = this.random.pick(subjects);
    return this.random.pick(this.tree.themes.filter((theme) => theme.subject.title === wanted));
  }

  private maybeRestrict(p: CatalogueProduct, theme: ThemeNode): void {
    const heavy = HEAVY_THEMES.test(theme.theme);
    if (heavy && this.random.chance(0.4)) p.ageRestriction = 15;
    else if (this.random.chance(heavy ? 0.3 : 0.05)) p.ageRestriction = 11;
    if (p.ageRestriction !== null && (p.ageRecommendation ?? 0) < p.ageRestriction) p.ageRecommendation = p.ageRestriction;
  }

  private maybeSecondSubject(p: CatalogueProduct): void {
    if (this.random.chance(0.12)) this.factory.addSubject(p, this.theme());
  }
}
