import type { CatalogueProduct } from "../catalogue/catalogue-product";
import type { ProductFactory } from "./catalogue-product-factory";
import type { CatalogueRandom } from "./catalogue-random";
import type { SubjectTree, ThemeNode } from "./catalogue-subjects";
import { fictionDescription, fictionTitle, fill, lowerFirst, type TitleRegistry } from "./catalogue-text";
import * as W from "./seed-data/catalogue-words";

/** Novels are read in Swedish (and English); fact books in every subject. */
const NOVEL_SUBJECTS = ["Svenska", "Engelska", "Sex och samlevnad", "Historia"];
const EXPERIMENT_SUBJECTS = ["Fysik", "Kemi", "Biologi", "Teknik"];

/** Book Corner (e-books, audiobooks) and Boka (physical media to borrow), SPEC §1. */
export class BookComposer {
  constructor(
    private readonly random: CatalogueRandom,
    private readonly factory: ProductFactory,
    private readonly titles: TitleRegistry,
    private readonly tree: SubjectTree,
  ) {}

  ebook(): CatalogueProduct {
    const r = this.random;
    const novel = r.chance(0.4);
    const p = novel ? this.novel("ebook") : this.factBook("ebook");
    p.pageCount = novel ? r.int(120, 380) : r.int(24, 160);
    return p;
  }

  audiobook(): CatalogueProduct {
    const r = this.random;
    const novel = r.chance(0.6);
    const p = novel ? this.novel("audiobook") : this.factBook("audiobook");
    p.durationSeconds = novel ? r.int(90, 660) * 60 : r.int(30, 240) * 60;
    p.description = `${p.description} ${fill(r.pick(W.AUDIOBOOK_SENTENCES), r)}`;
    return p;
  }

  physical(): CatalogueProduct {
    const r = this.random;
    const format = r.pick(W.PHYSICAL_FORMATS);
    const theme =
      format === "Experimentlåda"
        ? this.themeIn(EXPERIMENT_SUBJECTS)
        : format === "Klassuppsättning" || format === "Ljudbok-cd"
          ? this.themeIn(NOVEL_SUBJECTS)
          : this.theme();
    const p = this.factory.create("boka", "physical", theme);
    p.mediaFormat = format;
    switch (format) {
      case "DVD":
      case "Blu-ray":
        p.title = this.titles.fresh("boka", () => `${r.chance(0.5) ? fictionTitle(r) : fill(r.pick(W.DOC_TITLES), r, theme)} (${format})`);
        p.description = `${fill("Film om {themeLc} på skiva, för skolor utan möjlighet att strömma.", r, theme)} ${r.pick(theme.subject.sentences)}`;
        p.durationSeconds = r.int(25, 110) * 60;
        break;
      case "Klassuppsättning":
        p.title = this.titles.fresh("boka", () => `Klassuppsättning: ${fictionTitle(r)}`);
        p.description = `30 exemplar av romanen för gemensam läsning. ${r.pick(W.NOVEL_SENTENCES)}`;
        p.pageCount = r.int(120, 320);
        p.author = this.person();
        break;
      case "Ljudbok-cd":
        p.title = this.titles.fresh("boka", () => `${fictionTitle(r)} (ljudbok-cd)`);
        p.description = `${fictionDescription(r, r.int(10, 16), "roman")} ${fill(r.pick(W.AUDIOBOOK_SENTENCES), r)}`;
        p.durationSeconds = r.int(120, 540) * 60;
        p.author = this.person();
        break;
      case "Experimentlåda":
        p.title = this.titles.unique("boka", `Experimentlåda: ${theme.theme}`);
        p.description = `${fill("Material och instruktioner för laborationer om {themeLc} för en hel klass.", r, theme)} ${r.pick(theme.subject.sentences)}`;
        break;
      default:
        p.title = this.titles.fresh("boka", () => fill(r.pick(W.BOOK_FACT_TITLES), r, theme));
        p.description = `${fill("En tryckt faktabok om {themeLc}.", r, theme)} ${r.pick(W.BOOK_SENTENCES)}`;
        p.pageCount = r.int(32, 240);
        p.author = this.person();
    }
    p.description = `${p.description} ${r.pick(W.PHYSICAL_SENTENCES)}`;
    p.tags.push(format.toLowerCase(), "lån");
    return p;
  }

  private novel(kind: "ebook" | "audiobook"): CatalogueProduct {
    const r = this.random;
    const theme = this.themeIn(NOVEL_SUBJECTS);
    const restriction = r.chance(0.08) ? 15 : r.chance(0.1) ? 11 : null;
    const stage = this.factory.pickStage(restriction === null ? 1 : 3);
    const p = this.factory.create("lashornan", kind, theme, stage);
    p.title = this.titles.fresh("lashornan", () => fictionTitle(r));
    p.description = `${fictionDescription(r, Math.max(stage.age, 9) + r.int(0, 3), "roman")} ${r.pick(W.NOVEL_SENTENCES)}`;
    p.ageRestriction = restriction;
    if (restriction !== null && stage.age < restriction) p.ageRecommendation = restriction;
    p.author = this.person();
    p.tags = ["roman", "skönlitteratur", lowerFirst(theme.theme)];
    return p;
  }

  private factBook(kind: "ebook" | "audiobook"): CatalogueProduct {
    const r = this.random;
    const theme = this.theme();
    const p = this.factory.create("lashornan", kind, theme);
    p.title = this.titles.fresh("lashornan", () =>
      fill(r.pick(theme.subject.english ? W.BOOK_FACT_TITLES_EN : W.BOOK_FACT_TITLES), r, theme),
    );
    const medium = kind === "ebook" ? "En faktabok" : "En ljudbok";
    const sentences = kind === "ebook" ? r.sample(W.BOOK_SENTENCES, 2) : [r.pick(theme.subject.sentences)];
    p.description = `${fill(`${medium} om {themeLc} för ${(p.audience[0] ?? "skolan").toLowerCase()}.`, r, theme)} ${sentences.join(" ")}`;
    p.author = this.person();
    p.tags.push("faktabok");
    return p;
  }

  private person(): string {
    return `${this.random.pick(W.FIRST_NAMES)} ${this.random.pick(W.LAST_NAMES)}`;
  }

  private theme(): ThemeNode {
    return this.random.pick(this.tree.themes);
  }

  private themeIn(subjects: readonly string[]): ThemeNode {
    const wanted = this.random.pick(subjects);
    return this.random.pick(this.tree.themes.filter((theme) => theme.subject.title === wanted));
  }
}
