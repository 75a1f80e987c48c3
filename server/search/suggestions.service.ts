import type { components } from "../../src/contract/api.gen";
import type { AppSlug } from "../../src/domain/access/licence";
import type { AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import { SEARCH_SUGGESTIONS_KEY, SUGGESTION_LIMITS } from "../../src/domain/combobox/suggestion-groups";
import type { Clock } from "../shared/clock";
import { userIdOf } from "../shell/storable-text";
import type { ResolveReseller } from "./search-page.service";
import { viewerScope, type ScopeParam } from "./scope-viewer";
import { PRODUCT_GROUPS, productSuggestion, SERIES_GROUP, suggestedKinds, TOPIC_GROUP } from "./suggestions-groups";
import { correctedText, HISTORY_SUGGESTION_LIMIT, QUERY_SUGGESTION_LIMIT, spellingWords, suggestionText } from "./suggestions-text";
import type { SuggestionRow, SuggestionsRepository } from "./suggestions.repository";

type Schemas = components["schemas"];
type Suggestion = Schemas["Suggestion"];
type Group = Schemas["SuggestionResultGroup"];

export interface SuggestionsRequest {
  readonly q: string;
  readonly scope: ScopeParam;
  readonly app?: AppSlug | undefined;
  readonly types: readonly number[];
  readonly reseller?: string | undefined;
}

const EMPTY: Schemas["SuggestionsResponse"] = { querySuggestions: [], spellingSuggestion: null, suggestions: [] };

const normalise = (text: string) => text.trim().toLocaleLowerCase("sv");

/**
 * openapi getSearchSuggestions (SPEC §3 Suggestion, §5, §9): the combo box's query suggestions
 * (the user's matching past searches, then phrases), a spelling suggestion, and the server's
 * groups — products per kind, series, topics — within SPEC §9's limits, for what this user may
 * find (scope-viewer.ts).
 */
export class SuggestionsService {
  constructor(
    private readonly repository: SuggestionsRepository,
    private readonly resolveReseller: ResolveReseller,
    private readonly clock: Clock,
  ) {}

  async suggest(request: SuggestionsRequest, claims: AccessTokenClaims | null): Promise<Schemas["SuggestionsResponse"]> {
    // SPEC §5, §9: under 2 characters nothing is looked up (decision: 200 with empty lists, not a 400).
    const text = suggestionText(request.q);
    if (text === null) return EMPTY;
    const scope = await viewerScope(claims, request, this.resolveReseller, this.clock);
    const { kinds, series } = suggestedKinds(scope.apps, request.types);
    const rows = await this.repository.suggest({
      scope,
      text,
      kinds,
      perGroup: SUGGESTION_LIMITS.otherServerEntries,
      series,
      seriesLimit: SUGGESTION_LIMITS.otherServerEntries,
      topicLimit: scope.apps.length === 0 ? 0 : SUGGESTION_LIMITS.topicEntries,
      phraseLimit: QUERY_SUGGESTION_LIMIT,
      userId: userIdOf(claims),
      historyLimit: HISTORY_SUGGESTION_LIMIT,
      words: spellingWords(text, !/\s$/u.test(request.q)),
    });
    const querySuggestions = this.querySuggestions(rows);
    return {
      querySuggestions,
      spellingSuggestion: correctedText(text, new Map(rows.filter((r) => r.source === "spelling").map((r) => [r.grp ?? "", r.title]))),
      // SPEC §9: at most 5 groups in the dropdown, one of them the search suggestions when there are any.
      suggestions: this.groups(rows).slice(0, SUGGESTION_LIMITS.groups - (querySuggestions.length > 0 ? 1 : 0)),
    };
  }

  /** History first (the user's own searches), then phrases not already there; 13 at most (SPEC §9). */
  private querySuggestions(rows: readonly SuggestionRow[]): Suggestion[] {
    const history = rows
      .filter((row) => row.source === "history")
      .map((row): Suggestion => ({
        id: String(row.id),
        title: row.title,
        suggestionKind: "HISTORY",
        series: null,
        parent: null,
        queryKey: SEARCH_SUGGESTIONS_KEY,
      }));
    const seen = new Set(history.map((entry) => normalise(entry.title)));
    const phrases = rows
      .filter((row) => row.source === "phrase" && !seen.has(normalise(row.title)))
      .map((row): Suggestion => ({
        id: `phrase:${normalise(row.title)}`,
        title: row.title,
        suggestionKind: "PHRASE",
        series: null,
        parent: null,
        queryKey: SEARCH_SUGGESTIONS_KEY,
      }));
    return [...history, ...phrases].slice(0, QUERY_SUGGESTION_LIMIT);
  }

  /** Product groups in the fixed kind order, then series, then topics; empty groups are left out. */
  private groups(rows: readonly SuggestionRow[]): Group[] {
    const products = PRODUCT_GROUPS.map((group) => ({
      title: group.title,
      queryKey: group.queryKey,
      suggestions: rows.filter((row) => row.source === "product" && row.grp === group.kind).map(productSuggestion),
    }));
    const series: Group = {
      ...SERIES_GROUP,
      suggestions: rows
        .filter((row) => row.source === "series")
        .map((row) => ({ id: String(row.id), title: row.title, suggestionKind: "SERIES", series: null, parent: null, queryKey: null })),
    };
    // A topic is searched for as text: picking it sets q (the product search has no topic filter).
    const topics: Group = {
      ...TOPIC_GROUP,
      suggestions: rows
        .filter((row) => row.source === "topic")
        .map((row) => ({
          id: `topic:${normalise(row.title)}`,
          title: row.title,
          suggestionKind: "OTHER",
          series: null,
          parent: null,
          queryKey: SEARCH_SUGGESTIONS_KEY,
        })),
    };
    return [...products, series, topics].filter((group) => group.suggestions.length > 0);
  }
}
