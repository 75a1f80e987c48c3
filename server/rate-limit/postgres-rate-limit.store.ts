import type { Queryable } from "../db/database.port";
import type { RateLimitCount, RateLimitStore } from "./rate-limit-store.port";

/** Counters in rate_limit_counters; one upsert per hit keeps concurrent instances consistent. */
export class PostgresRateLimitStore implements RateLimitStore {
  readonly kind = "postgres";

  constructor(private readonly db: Queryable) {}

  async peek(key: string, now: Date): Promise<RateLimitCount> {
    const { rows } = await this.db.query<{ count: number; reset_at: Date }>(
      "SELECT count, reset_at FROM rate_limit_counters WHERE key = $1 AND reset_at > $2",
      [key, now],
    );
    const row = rows[0];
    return row ? { count: row.count, resetAt: row.reset_at } : { count: 0, resetAt: null };
  }

  async hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }> {
    const resetAt = new Date(now.getTime() + windowMs);
    const { rows } = await this.db.query<{ count: number; reset_at: Date }>(
      `INSERT INTO rate_limit_counters AS c (key, count, reset_at) VALUES ($1, 1, $3)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN c.reset_at <= $2 THEN 1 ELSE c.count + 1 END,
         reset_at = CASE WHEN c.reset_at <= $2 THEN $3 ELSE c.reset_at END
       RETURNING count, reset_at`,
      [key, now, resetAt],
    );
    const row = rows[0];
    if (!row) throw new Error("rate limit upsert returned no row");
    return { count: row.count, resetAt: row.reset_at };
  }

  async release(key: string): Promise<void> {
    await this.db.query("UPDATE rate_limit_counters SET count = count - 1 WHERE key = $1 AND count > 0", [key]);
  }

  async reset(key: string): Promise<void> {
    await this.db.query("DELETE FROM rate_limit_counters WHERE key = $1", [key]);
  }

  async close(): Promise<void> {
    // The database is closed by its owner.
  }
}
