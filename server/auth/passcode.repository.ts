import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Queryable } from "../db/database.port";

/** Issue 2 §4: a 6-digit code, valid 10 minutes, at most 5 attempts. */
export const PASSCODE_TTL_MS = 10 * 60_000;
export const PASSCODE_MAX_ATTEMPTS = 5;

/**
 * Codes are stored as HMACs keyed with a server secret: a plain SHA-256 of a 6-digit code would
 * be reversed by trying all million codes.
 */
export class PasscodeRepository {
  constructor(
    private readonly db: Queryable,
    /** jwt-secret.ts `deriveKey(secret, "passcode-hmac")`, never the JWT key. */
    private readonly key: Uint8Array,
  ) {}

  /** Creates a fresh code; earlier unused codes of the user stop working. */
  async create(userId: number, now: Date): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await this.db.query("UPDATE email_passcodes SET consumed_at = $2 WHERE user_id = $1 AND consumed_at IS NULL", [userId, now]);
    await this.db.query("INSERT INTO email_passcodes (user_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)", [
      userId,
      this.hash(code),
      now,
      new Date(now.getTime() + PASSCODE_TTL_MS),
    ]);
    return code;
  }

  /**
   * Checks a code against the user's live code, counting the attempt; consumes it on success.
   * The outer WHERE repeats the conditions: PostgreSQL re-checks it on the row as updated by a
   * concurrent attempt, so parallel guesses cannot all pass `attempts < 5` on the same snapshot.
   */
  async consume(userId: number, code: string, now: Date): Promise<boolean> {
    const { rows } = await this.db.query<{ id: number; code_hash: string }>(
      `UPDATE email_passcodes SET attempts = attempts + 1
        WHERE id = (SELECT id FROM email_passcodes
                     WHERE user_id = $1 AND consumed_at IS NULL AND expires_at > $2 AND attempts < $3
                     ORDER BY created_at DESC LIMIT 1)
          AND consumed_at IS NULL AND expires_at > $2 AND attempts < $3
        RETURNING id, code_hash`,
      [userId, now, PASSCODE_MAX_ATTEMPTS],
    );
    const row = rows[0];
    if (!row) return false;
    const expected = Buffer.from(row.code_hash, "hex");
    const actual = Buffer.from(this.hash(code), "hex");
    if (!timingSafeEqual(expected, actual)) return false;
    const consumed = await this.db.query("UPDATE email_passcodes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id", [
      row.id,
      now,
    ]);
    return consumed.rows.length > 0;
  }

  private hash(code: string): string {
    return createHmac("sha256", this.key).update(`passcode:${code}`).digest("hex");
  }
}
