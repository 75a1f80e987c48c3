import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Queryable } from "../db/database.port";

/** Issue 2 §4: refresh tokens have an absolute expiry; rotation never extends it. */
export const REFRESH_FAMILY_DAYS = 30;

export type RevokedReason = "rotated" | "logout" | "reuse" | "profile_change";

export interface StoredRefreshToken {
  id: number;
  familyId: string;
  userId: number;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: RevokedReason | null;
}

/** Only the SHA-256 of a token is stored: a database leak does not hand out sessions. */
export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export class RefreshTokenRepository {
  constructor(private readonly db: Queryable) {}

  /** 256 random bits, base64url. A new family starts when `family` is omitted (a login). */
  async issue(userId: number, now: Date, family?: { id: string; expiresAt: Date }): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const familyId = family?.id ?? randomUUID();
    const expiresAt = family?.expiresAt ?? new Date(now.getTime() + REFRESH_FAMILY_DAYS * 86_400_000);
    await this.db.query(
      "INSERT INTO refresh_tokens (token_hash, family_id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)",
      [hashRefreshToken(token), familyId, userId, now, expiresAt],
    );
    return token;
  }

  async find(token: string): Promise<StoredRefreshToken | null> {
    const { rows } = await this.db.query<{
      id: number;
      family_id: string;
      user_id: number;
      expires_at: Date;
      revoked_at: Date | null;
      revoked_reason: RevokedReason | null;
    }>("SELECT id, family_id, user_id, expires_at, revoked_at, revoked_reason FROM refresh_tokens WHERE token_hash = $1", [
      hashRefreshToken(token),
    ]);
    const row = rows[0];
    return row
      ? { id: row.id, familyId: row.family_id, userId: row.user_id, expiresAt: row.expires_at, revokedAt: row.revoked_at, revokedReason: row.revoked_reason }
      : null;
  }

  /** Revokes one live token; false when it was already revoked (a concurrent rotation won). */
  async revoke(id: number, reason: RevokedReason, now: Date): Promise<boolean> {
    const { rows } = await this.db.query<{ id: number }>(
      "UPDATE refresh_tokens SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL RETURNING id",
      [id, now, reason],
    );
    return rows.length > 0;
  }

  async revokeFamily(familyId: string, reason: RevokedReason, now: Date): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(
      "UPDATE refresh_tokens SET revoked_at = $2, revoked_reason = $3 WHERE family_id = $1 AND revoked_at IS NULL RETURNING id",
      [familyId, now, reason],
    );
    return rows.length;
  }
}
