import type { ProductKind } from "../catalogue/catalogue-product";
import type { Database, Queryable } from "../db/database.port";
import type { CatalogueScope } from "./search-facets.repository";
import { SUGGESTIONS_SQL } from "./suggestions.sql";

/** What one suggestion request asks the database for (suggestions.service.ts builds it). */
export interface SuggestionQuery {
  readonly scope: CatalogueScope;
  /** The trimmed text; folded in SQL by catalogue_fold, as the titles are. */
  readonly text: string;
  /** Stored kinds whose products may be suggested, each with the group it is shown in. */
  readonly kinds: readonly { readonly kind: ProductKind; readonly group: string }[];
  /** Products per group (SPEC §9: server groups show 3). */
  readonly perGroup: number;
  readonly series: boolean;
  readonly seriesLimit: number;
  readonly topicLimit: number;
  readonly phraseLimit: number;
  /** The signed-in user whose past searches are suggested; null for a visitor. */
  readonly userId: number | null;
  readonly historyLimit: number;
  /** Words to check for the spelling suggestion (suggestions-text.ts). */
  readonly words: readonly { readonly word: string; readonly partial: boolean }[];
}

/** One row of the answer; `source` says which part of the combo box it is for. */
export interface SuggestionRow {
  source: "product" | "series" | "topic" | "phrase" | "history" | "spelling";
  /** The product's group (product), the word corrected (spelling). */
  grp: string | null;
  id: number | null;
  /** The title, phrase, past query or correction. */
  title: string;
  kind: ProductKind | null;
  media_format: string | null;
  series_title: string | null;
  /** 0 for a match at the start of the title, 1 for a word or typo-tolerant match. */
  rank: number;
  /** The place in its list (its group, the phrases …), from 1. */
  n: number;
}

/** The combo box's SQL over 002, 009 and 010 (products, series, the suggestion vocabulary, history). */
export class SuggestionsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Run with the prepared statement's generic plan: planning this statement for each text takes
   * longer (about 5 ms on 2 cores) than running it, and PostgreSQL keeps choosing new plans for it
   * by itself; the plan's index conditions are expressions of the parameters, so one plan serves
   * every text (measured at 100,000 products: typical texts 3–5 ms instead of 8–10 ms). And without
   * JIT: at 1,000,000 products the plan's estimated cost passes jit_above_cost, and compiling it
   * took about 150 ms of every 250 ms run.
   */
  async suggest(query: SuggestionQuery): Promise<SuggestionRow[]> {
    return this.db.transaction(async (tx) => {
      await tx.query("SET LOCAL plan_cache_mode = force_generic_plan; SET LOCAL jit = off");
      return this.run(tx, query);
    });
  }

  private async run(db: Queryable, query: SuggestionQuery): Promise<SuggestionRow[]> {
    const { scope } = query;
    const { rows } = await db.query<SuggestionRow>(SUGGESTIONS_SQL, [
      scope.apps,
      scope.reseller,
      scope.searchScope,
      scope.age,
      query.text,
      query.kinds.map((k) => k.kind),
      query.kinds.map((k) => k.group),
      query.perGroup,
      query.series,
      query.seriesLimit,
      query.topicLimit,
      query.phraseLimit,
      query.userId,
      query.historyLimit,
      query.words.map((w) => w.word),
      query.words.map((w) => w.partial),
    ]);
    return rows;
  }
}
