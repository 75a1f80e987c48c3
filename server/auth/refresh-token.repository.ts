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

/** A new refresh token and the absolute expiry of its family. */
export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

/** A login session: every refresh token of one login shares it. */
export interface RefreshFamily {
  id: string;
  userId: number;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** Only SHA-256 hashes are stored: a database leak does not hand out sessions. */
export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

interface TokenRow {
  id: number;
  family_id: string;
  user_id: number;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: RevokedReason | null;
}

/**
 * Refresh tokens and their families (server/db/migrations/003). Rotation and change-profile run
 * inside a transaction with the family row locked: give the repository the transaction's
 * connection (`new RefreshTokenRepository(tx)`).
 */
export class RefreshTokenRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * 256 random bits, base64url. A new family starts when `family` is omitted (a login).
   * `accessToken` is the token issued with it (only its hash is kept). Returns the token and the
   * family's absolute expiry (the refresh token cookie ends with it).
   */
  async issue(
    userId: number,
    now: Date,
    accessToken: string,
    family?: Pick<RefreshFamily, "id" | "expiresAt">,
  ): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString("base64url");
    const familyId = family?.id ?? randomUUID();
    const expiresAt = family?.expiresAt ?? new Date(now.getTime() + REFRESH_FAMILY_DAYS * 86_400_000);
    if (!family) {
      await this.db.query("INSERT INTO refresh_families (id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)", [
        familyId,
        userId,
        now,
        expiresAt,
      ]);
    }
    await this.db.query(
      `INSERT INTO refresh_tokens (token_hash, family_id, user_id, created_at, expires_at, access_token_hash)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [hashRefreshToken(token), familyId, userId, now, expiresAt, hashRefreshToken(accessToken)],
    );
    return { token, expiresAt };
  }

  async find(token: string): Promise<StoredRefreshToken | null> {
    const { rows } = await this.db.query<TokenRow>(
      "SELECT id, family_id, user_id, expires_at, revoked_at, revoked_reason FROM refresh_tokens WHERE token_hash = $1",
      [hashRefreshToken(token)],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          familyId: row.family_id,
          userId: row.user_id,
          expiresAt: row.expires_at,
          revokedAt: row.revoked_at,
          revokedReason: row.revoked_reason,
        }
      : null;
  }

  /**
   * Locks the token's family until the transaction ends and returns both, the token read *after*
   * the lock (so a rotation that committed meanwhile is seen). Null for an unknown token.
   */
  async findLocked(token: string): Promise<{ token: StoredRefreshToken; family: RefreshFamily } | null> {
    const first = await this.find(token);
    if (!first) return null;
    const family = await this.lockFamily(first.familyId);
    const current = await this.find(token);
    return family && current ? { token: current, family } : null;
  }

  /** The family of the pair an access token was issued with, locked (change-profile). */
  async findFamilyOfAccessToken(accessToken: string): Promise<RefreshFamily | null> {
    // Access tokens carry a unique jti, so one token belongs to one pair; the order is a second net.
    const { rows } = await this.db.query<{ family_id: string }>(
      `SELECT t.family_id FROM refresh_tokens t JOIN refresh_families f ON f.id = t.family_id
        WHERE t.access_token_hash = $1 ORDER BY (f.revoked_at IS NULL) DESC, t.id DESC LIMIT 1`,
      [hashRefreshToken(accessToken)],
    );
    const familyId = rows[0]?.family_id;
    return familyId ? this.lockFamily(familyId) : null;
  }

  /** Revokes one live token; false when it was already revoked. */
  async revoke(id: number, reason: RevokedReason, now: Date): Promise<boolean> {
    const { rows } = await this.db.query<{ id: number }>(
      "UPDATE refresh_tokens SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL RETURNING id",
      [id, now, reason],
    );
    return rows.length > 0;
  }

  /** Revokes every live token of the family, e.g. on profile change before a new one is issued. */
  async revokeLiveTokens(familyId: string, reason: RevokedReason, now: Date): Promise<void> {
    await this.db.query("UPDATE refresh_tokens SET revoked_at = $2, revoked_reason = $3 WHERE family_id = $1 AND revoked_at IS NULL", [
      familyId,
      now,
      reason,
    ]);
  }

  /** Ends the session: the family row (checked by every rotation) and all its live tokens. */
  async revokeFamily(familyId: string, reason: Exclude<RevokedReason, "rotated">, now: Date): Promise<void> {
    await this.db.query("UPDATE refresh_families SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL", [
      familyId,
      now,
      reason,
    ]);
    await this.revokeLiveTokens(familyId, reason, now);
  }

  private async lockFamily(familyId: string): Promise<RefreshFamily | null> {
    const { rows } = await this.db.query<{ id: string; user_id: number; expires_at: Date; revoked_at: Date | null }>(
      "SELECT id, user_id, expires_at, revoked_at FROM refresh_families WHERE id = $1 FOR UPDATE",
      [familyId],
    );
    const row = rows[0];
    return row ? { id: row.id, userId: row.user_id, expiresAt: row.expires_at, revokedAt: row.revoked_at } : null;
  }
}
