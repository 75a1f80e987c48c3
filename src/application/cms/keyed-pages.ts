import { action, makeObservable, observable, runInAction } from "mobx";
import type { PageMeta } from "../../ports/cms/cms-content-gateway.port";
import type { Result } from "../../ports/shared/result.port";
import type { PageOutcome } from "./page-outcome";

/** One page as a store holds it: whether it is on its way, what came, and its head. */
export interface PageEntry<T> {
  readonly isLoading: boolean;
  /** Null until the first answer. */
  readonly outcome: PageOutcome<T> | null;
  /** Null until it comes, and when it cannot be had (the page then uses its own name). */
  readonly meta: PageMeta | null;
}

const EMPTY: PageEntry<never> = { isLoading: false, outcome: null, meta: null };

/**
 * Pages by key (ARCHITECTURE §4.7: observable map plus isLoading). The key names everything the
 * answer depends on — the reader, the reseller, the page — so a page seen as a visitor and then
 * signed in is asked for again, and answers never land on the wrong page.
 */
export class KeyedPages<T> {
  readonly entries = observable.map<string, PageEntry<T>>({}, { deep: false });

  constructor() {
    makeObservable(this, { load: action });
  }

  entry(key: string): PageEntry<T> {
    return this.entries.get(key) ?? EMPTY;
  }

  /**
   * Loads the page and its head side by side. An answered page is kept (revisits show at once);
   * one that failed for a passing reason (an error) is asked for again.
   */
  async load(key: string, page: () => Promise<PageOutcome<T>>, meta: () => Promise<Result<PageMeta>>): Promise<void> {
    const current = this.entries.get(key);
    if (current && (current.isLoading || (current.outcome !== null && current.outcome.kind !== "error"))) return;
    this.entries.set(key, { isLoading: true, outcome: current?.outcome ?? null, meta: current?.meta ?? null });
    const [outcome, head] = await Promise.all([page(), meta()]);
    runInAction(() => {
      this.entries.set(key, { isLoading: false, outcome, meta: head.ok ? head.value : null });
    });
  }
}
