import type { components } from "../../src/contract/api.gen";
import type { Profile, Role } from "../../src/domain/auth/access-token-claims";
import type { Queryable } from "../db/database.port";

type Me = components["schemas"]["Me"];

/**
 * A user as the repository reads it: the contract's `Me` (what GET /v1/me answers, SPEC §3) plus
 * the fields that never leave the server. A field added to `Me` must be read here too (tsc).
 */
export type UserRecord = Me & UserSecrets;

/** The fields of a user record that no answer may carry (me.mapper.ts removes them). */
export interface UserSecrets {
  passwordHash: string | null;
}

interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  role: Role;
  account_type: "teacher" | "student" | null;
  is_active: boolean;
  year_of_birth: number | null;
  reseller_slug: string;
  license: number;
  search_scope: 1 | 2;
  first_name: string;
  last_name: string;
  phone: string | null;
  class_name: string | null;
  school_id: number | null;
  school_name: string | null;
  school_municipality: string | null;
  profiles: Profile[] | string;
}

const SELECT_USER = `
  SELECT u.id, u.email, u.password_hash, u.role, u.account_type, u.is_active, u.year_of_birth,
         u.reseller_slug, u.license, u.search_scope, u.first_name, u.last_name, u.phone, u.class_name,
         s.id AS school_id, s.name AS school_name, s.municipality AS school_municipality,
         -- The profiles come along in the same round trip: every reader of a user (login, refresh,
         -- GET /v1/me) needs them for the token's profiles claim (SPEC §3).
         COALESCE((
           SELECT json_agg(json_build_object(
                    'id', p.id, 'name', p.name, 'isActive', p.is_active,
                    'lastUsed', to_char(p.last_used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                  ORDER BY p.id)
             FROM profiles p WHERE p.user_id = u.id), '[]'::json) AS profiles
    FROM users u LEFT JOIN schools s ON s.id = u.school_id`;

/** E-mails compare trimmed and case-insensitively (stored lower-cased, see 001_core.sql). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class UserRepository {
  constructor(private readonly db: Queryable) {}

  async findByEmail(email: string): Promise<UserRecord | null> {
    const { rows } = await this.db.query<UserRow>(`${SELECT_USER} WHERE u.email = $1`, [normaliseEmail(email)]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async findById(id: number): Promise<UserRecord | null> {
    const { rows } = await this.db.query<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Makes one profile the active one; false when it is not the user's. */
  async activateProfile(userId: number, profileId: number, now: Date): Promise<boolean> {
    const { rows } = await this.db.query<{ id: number }>(
      `UPDATE profiles SET is_active = (id = $2), last_used_at = CASE WHEN id = $2 THEN $3 ELSE last_used_at END
        WHERE user_id = $1 AND EXISTS (SELECT 1 FROM profiles WHERE id = $2 AND user_id = $1)
        RETURNING id`,
      [userId, profileId, now],
    );
    return rows.length > 0;
  }

  async recordLogin(userId: number, now: Date): Promise<void> {
    await this.db.query("UPDATE users SET last_login_at = $2 WHERE id = $1", [userId, now]);
  }
}

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    role: row.role,
    accountType: row.account_type,
    isActive: row.is_active,
    yearOfBirth: row.year_of_birth,
    resellerSlug: row.reseller_slug,
    license: row.license,
    searchScope: row.search_scope,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    className: row.class_name,
    school:
      row.school_id !== null && row.school_name !== null
        ? { id: row.school_id, name: row.school_name, municipality: row.school_municipality ?? "" }
        : null,
    // pg parses json columns; parse here too when a driver hands back the text.
    profiles: typeof row.profiles === "string" ? (JSON.parse(row.profiles) as Profile[]) : row.profiles,
  };
}
