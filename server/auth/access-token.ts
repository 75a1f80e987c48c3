import { randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { normaliseClaims, type AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import type { Clock } from "../shared/clock";

/** Issue 2 §4: the access token lives at most 15 minutes. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ALGORITHM = "HS256";

export type ClaimsInput = Omit<AccessTokenClaims, "exp">;
export type VerifiedClaims = AccessTokenClaims & { iat: number };
export type VerifyResult = { ok: true; claims: VerifiedClaims } | { ok: false; reason: "expired" | "invalid" };

/**
 * Tokens whose signature and claims were verified, kept so the same token on the next request
 * skips the HMAC (issue 6 §5: a client sends one token for up to 15 minutes). Only verified tokens
 * get in, so no one can fill it without a valid login; oldest out first past this many.
 */
const VERIFIED_CACHE_SIZE = 10_000;

interface VerifiedEntry {
  claims: VerifiedClaims;
  exp: number;
  nbf: number | undefined;
}

/** Signs and verifies access JWTs (HS256) carrying exactly the SPEC §3 claims plus iat. */
export class AccessTokenService {
  /** The raw key imported once as a WebCrypto key: jose imports a Uint8Array again on every call. */
  private cryptoKey: Promise<CryptoKey> | undefined;
  private readonly verified = new Map<string, VerifiedEntry>();

  /** @param key the HS256 key (jwt-secret.ts `deriveKey(secret, "access-token-hs256")`) */
  constructor(
    private readonly key: Uint8Array,
    private readonly clock: Clock,
  ) {}

  private hmacKey(): Promise<CryptoKey> {
    this.cryptoKey ??= crypto.subtle.importKey("raw", new Uint8Array(this.key), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    return this.cryptoKey;
  }

  async sign(claims: ClaimsInput): Promise<string> {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const { sub, ...rest } = claims;
    return (
      new SignJWT({ ...rest })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(sub)
        // A unique id per token: two logins of one user in the same second would otherwise get the
        // same token, and change-profile finds a session by its access token.
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
        .sign(await this.hmacKey())
    );
  }

  async verify(token: string): Promise<VerifyResult> {
    const currentDate = this.clock.now();
    const cached = this.verified.get(token);
    if (cached !== undefined) {
      if (stillValid(cached, Math.floor(currentDate.getTime() / 1000))) return { ok: true, claims: cached.claims };
      // Expired (or the clock went back): jose below gives the precise answer.
      this.verified.delete(token);
    }
    try {
      // Only our own shape: HS256, typ JWT, sub/iat/exp present, issued in the past and at most
      // 15 minutes ago whatever `exp` says (a token with a far `exp` is refused).
      const { payload } = await jwtVerify(token, await this.hmacKey(), {
        algorithms: [ALGORITHM],
        typ: "JWT",
        requiredClaims: ["sub", "iat", "exp"],
        maxTokenAge: ACCESS_TOKEN_SECONDS,
        currentDate,
      });
      const claims = normaliseClaims(payload);
      if (!claims || typeof payload.iat !== "number" || typeof payload.exp !== "number") return { ok: false, reason: "invalid" };
      // Frozen: every request presenting this token shares the object.
      const verified = deepFreeze({ ...claims, iat: payload.iat });
      this.remember(token, { claims: verified, exp: payload.exp, nbf: payload.nbf });
      return { ok: true, claims: verified };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
    }
  }

  private remember(token: string, entry: VerifiedEntry): void {
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, entry);
  }
}

/** jose's time checks (jwt_claims_set.js, no tolerance) again, for a token verified earlier: never more lenient. */
function stillValid(entry: VerifiedEntry, now: number): boolean {
  const age = now - entry.claims.iat;
  return entry.exp > now && age >= 0 && age <= ACCESS_TOKEN_SECONDS && (entry.nbf === undefined || entry.nbf <= now);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
