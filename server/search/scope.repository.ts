import type { Queryable } from "../db/database.port";

/** The user's search scope (001_core.sql users.search_scope, SPEC §3 "User search scope: 1 or 2"). */
export class SearchScopeRepository {
  constructor(private readonly db: Queryable) {}

  /** False when there is no such user (any more). */
  async set(userId: number, scope: 1 | 2): Promise<boolean> {
    return (await this.db.query("UPDATE users SET search_scope = $2 WHERE id = $1", [userId, scope])).rowCount > 0;
  }
}
