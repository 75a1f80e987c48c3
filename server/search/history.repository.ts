import type { Queryable } from "../db/database.port";

export interface HistoryRow {
  id: number;
  query_string: string;
}

// Searching again updates the row (it moves to the top) before an insert is tried: an insert that
// meets the unique key would still use up an id, and ids are the contract's int4 (IdPath).
const REMEMBER = `WITH updated AS (
    UPDATE search_history SET query_string = $2, searched_at = $4 WHERE user_id = $1 AND query_key = $3 RETURNING id
  ), inserted AS (
    INSERT INTO search_history (user_id, query_string, query_key, searched_at)
    SELECT $1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM updated)
    ON CONFLICT (user_id, query_key) DO UPDATE SET query_string = EXCLUDED.query_string, searched_at = EXCLUDED.searched_at
    RETURNING id
  )
  SELECT id FROM updated UNION ALL SELECT id FROM inserted`;

const TRIM = `DELETE FROM search_history WHERE user_id = $1 AND id IN (
    SELECT id FROM search_history WHERE user_id = $1 ORDER BY searched_at DESC, id DESC OFFSET $2)`;

/** The users' search history (010_search_suggestions.sql search_history): SQL only. */
export class SearchHistoryRepository {
  constructor(private readonly db: Queryable) {}

  /** Newest first; ties (one clock tick) by the newer id. */
  async list(userId: number, limit: number): Promise<HistoryRow[]> {
    const { rows } = await this.db.query<HistoryRow>(
      "SELECT id, query_string FROM search_history WHERE user_id = $1 ORDER BY searched_at DESC, id DESC LIMIT $2",
      [userId, limit],
    );
    return rows;
  }

  /** Adds the query or moves it to the top, then keeps only the newest `keep` of the user's. */
  async remember(userId: number, query: { text: string; key: string }, at: Date, keep: number): Promise<void> {
    await this.db.query(REMEMBER, [userId, query.text, query.key, at]);
    await this.db.query(TRIM, [userId, keep]);
  }

  async forgetByKey(userId: number, key: string): Promise<number> {
    return (await this.db.query("DELETE FROM search_history WHERE user_id = $1 AND query_key = $2", [userId, key])).rowCount;
  }

  /** False when the user has no item with this id (someone else's included). */
  async forget(userId: number, id: number): Promise<boolean> {
    return (await this.db.query("DELETE FROM search_history WHERE user_id = $1 AND id = $2", [userId, id])).rowCount > 0;
  }
}
