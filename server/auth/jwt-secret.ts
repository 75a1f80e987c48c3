import { hkdfSync, randomBytes } from "node:crypto";
import type { Queryable } from "../db/database.port";

const SETTING_KEY = "jwt_secret";

/**
 * JWT_SECRET when set; otherwise a 256-bit secret generated on first start and stored in the
 * database, so tokens survive restarts and every instance on the same database agrees.
 */
export async function resolveJwtSecret(db: Queryable, configured: string | undefined): Promise<string> {
  if (configured) {
    if (Buffer.byteLength(configured) < 32) throw new Error("JWT_SECRET must be at least 32 bytes");
    return configured;
  }
  // ON CONFLICT keeps the first writer's secret when two instances start at once.
  await db.query("INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [
    SETTING_KEY,
    randomBytes(32).toString("base64url"),
  ]);
  const { rows } = await db.query<{ value: string }>("SELECT value FROM app_settings WHERE key = $1", [SETTING_KEY]);
  const secret = rows[0]?.value;
  if (!secret) throw new Error("could not store the JWT secret");
  return secret;
}

/** What each derived key is for: one key per purpose, never the configured secret itself. */
export type KeyPurpose = "access-token-hs256" | "passcode-hmac";

/**
 * RFC 5869 HKDF-SHA256 of the secret, 256 bits per purpose: the JWT key and the passcode HMAC
 * key are independent, and a token signed with the raw secret (e.g. read from app_settings by
 * someone who guessed how it is used) does not verify.
 */
export function deriveKey(secret: string, purpose: KeyPurpose): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", secret, "skolmedia", `skolmedia:${purpose}:v1`, 32));
}
