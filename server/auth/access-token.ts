import { errors, jwtVerify, SignJWT } from "jose";
import { normaliseClaims, type AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import type { Clock } from "../shared/clock";

/** Issue 2 §4: the access token lives at most 15 minutes. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ALGORITHM = "HS256";

export type ClaimsInput = Omit<AccessTokenClaims, "exp">;
export type VerifiedClaims = AccessTokenClaims & { iat: number };
export type VerifyResult = { ok: true; claims: VerifiedClaims } | { ok: false; reason: "expired" | "invalid" };

/** Signs and verifies access JWTs (HS256) carrying exactly the SPEC §3 claims plus iat. */
export class AccessTokenService {
  /** @param key the HS256 key (jwt-secret.ts `deriveKey(secret, "access-token-hs256")`) */
  constructor(
    private readonly key: Uint8Array,
    private readonly clock: Clock,
  ) {}

  async sign(claims: ClaimsInput): Promise<string> {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const { sub, ...rest } = claims;
    return new SignJWT({ ...rest })
      .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
      .setSubject(sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .sign(this.key);
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      // Only our own shape: HS256, typ JWT, sub/iat/exp present, issued in the past and at most
      // 15 minutes ago whatever `exp` says (a token with a far `exp` is refused).
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        typ: "JWT",
        requiredClaims: ["sub", "iat", "exp"],
        maxTokenAge: ACCESS_TOKEN_SECONDS,
        currentDate: this.clock.now(),
      });
      const claims = normaliseClaims(payload);
      if (!claims || typeof payload.iat !== "number") return { ok: false, reason: "invalid" };
      return { ok: true, claims: { ...claims, iat: payload.iat } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
    }
  }
}
