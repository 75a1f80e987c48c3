import type { components } from "../../src/contract/api.gen";
import { ApiError } from "../http/api-error";
import type { Clock } from "../shared/clock";
import { storableText } from "../shell/storable-text";
import type { SearchHistoryRepository } from "./history.repository";

/**
 * Decision (SPEC silent): a user's history keeps the newest 50 distinct searches — more than the
 * combo box ever shows (SPEC §9: 13 suggestions with history), few enough to stay personal data
 * of little weight. Older ones are deleted as new ones come.
 */
export const HISTORY_KEPT = 50;

/**
 * Two searches are the same entry when they are the same text trimmed and in any case, as the
 * combo box shows them once (src/domain/combobox/suggestion-groups.ts). PostgreSQL text cannot
 * hold NUL; it is stored as U+FFFD, and a delete by text reads it the same way.
 */
export function historyQuery(text: string): { text: string; key: string } | null {
  const trimmed = storableText(text).trim();
  return trimmed === "" ? null : { text: trimmed, key: trimmed.toLocaleLowerCase("sv") };
}

/** SPEC §3 Search history item (id, queryString): the signed-in user's own past searches. */
export class SearchHistoryService {
  constructor(
    private readonly repository: SearchHistoryRepository,
    private readonly clock: Clock,
  ) {}

  async list(userId: number, limit: number): Promise<components["schemas"]["SearchHistoryItem"][]> {
    return (await this.repository.list(userId, limit)).map((row) => ({ id: row.id, queryString: row.query_string }));
  }

  /** A committed search (trackSearchUserEvent): deduplicated, newest first, capped at HISTORY_KEPT. */
  async remember(userId: number, searchTerm: string): Promise<void> {
    const query = historyQuery(searchTerm);
    if (query !== null) await this.repository.remember(userId, query, this.clock.now(), HISTORY_KEPT);
  }

  /** Every entry with this text (trimmed, any case); nothing to forget is no error (idempotent). */
  async forgetQuery(userId: number, queryString: string): Promise<void> {
    const query = historyQuery(queryString);
    if (query !== null) await this.repository.forgetByKey(userId, query.key);
  }

  /** Only the owner's item: another user's id is answered as an unknown one (404, OWASP API1). */
  async forget(userId: number, id: number): Promise<void> {
    if (!(await this.repository.forget(userId, id))) throw new ApiError("RESOURCE.NOT_FOUND", "No such search history item.");
  }
}
