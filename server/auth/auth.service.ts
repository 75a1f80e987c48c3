import type { AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import { ApiError } from "../http/api-error";
import type { Mailer } from "../mail/mailer.port";
import type { Clock } from "../shared/clock";
import type { Database } from "../db/database.port";
import { normaliseEmail, UserRepository, type UserRecord } from "../accounts/user.repository";
import type { AccessTokenService, ClaimsInput, VerifiedClaims } from "./access-token";
import type { LoginThrottle } from "./login-throttle";
import { PASSCODE_TTL_MS, type PasscodeRepository } from "./passcode.repository";
import { verifyAgainstDummy, verifyPassword } from "./password-hasher";
import { RefreshTokenRepository, type IssuedRefreshToken } from "./refresh-token.repository";

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** The session's absolute expiry (rotation never extends it): the refresh token cookie ends then. */
  refreshExpiresAt: Date;
}

export interface AuthServiceDeps {
  /** For the transactions of rotation, logout and profile change. */
  db: Database;
  users: UserRepository;
  refreshTokens: RefreshTokenRepository;
  passcodes: PasscodeRepository;
  throttle: LoginThrottle;
  tokens: AccessTokenService;
  mailer: Mailer;
  clock: Clock;
  /** Where errors of work done after the answer go (the app's logger). */
  onBackgroundError?: (error: unknown, message: string) => void;
}

/** Login, rotation with reuse detection, logout, verification and the e-mail passcode (issue 2 §4). */
export class AuthService {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: AuthServiceDeps) {}

  async loginWithPassword(rawEmail: string, password: string, address: string): Promise<TokenPair> {
    const email = normaliseEmail(rawEmail);
    await this.deps.throttle.beginAttempt(email, address);
    const user = await this.deps.users.findByEmail(email);
    // Same work and the same answer for an unknown e-mail and a wrong password.
    const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !ok) throw new ApiError("AUTH.INVALID_CREDENTIALS");
    return this.succeedLogin(user, email, address);
  }

  async loginWithCode(rawEmail: string, code: string, address: string): Promise<TokenPair> {
    const email = normaliseEmail(rawEmail);
    await this.deps.throttle.beginAttempt(email, address);
    const user = await this.deps.users.findByEmail(email);
    const ok = user ? await this.deps.passcodes.consume(user.id, code, this.deps.clock.now()) : false;
    if (!user || !ok) throw new ApiError("AUTH.INVALID_CREDENTIALS");
    return this.succeedLogin(user, email, address);
  }

  /**
   * Always resolves (204) for unknown e-mails, so accounts cannot be enumerated: after the rate
   * limits, the lookup, the code and the mail happen in the background, so a known and an unknown
   * e-mail answer after the same work. Failures are logged (`onBackgroundError`).
   */
  async sendPasscode(rawEmail: string, address: string): Promise<void> {
    const email = normaliseEmail(rawEmail);
    await this.deps.throttle.hitPasscodeSend(email, address);
    const work = this.mailPasscode(email).catch((error: unknown) => this.deps.onBackgroundError?.(error, "could not send the login code"));
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /** Resolves once every background passcode e-mail has been handled (shutdown, tests). */
  async whenIdle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async mailPasscode(email: string): Promise<void> {
    const user = await this.deps.users.findByEmail(email);
    if (!user) return;
    const code = await this.deps.passcodes.create(user.id, this.deps.clock.now());
    const minutes = PASSCODE_TTL_MS / 60_000;
    await this.deps.mailer.send({
      to: user.email,
      subject: `Din inloggningskod till Skolmedia: ${code}`,
      text: `Hej!\n\nDin inloggningskod är ${code}. Den gäller i ${minutes} minuter.\n\nHar du inte bett om en kod kan du bortse från det här meddelandet.\n`,
    });
  }

  /**
   * Rotation inside one transaction with the family row locked (migration 003): of several
   * concurrent presentations of one token exactly one rotates, the others see it rotated and
   * revoke the family — which also kills the winner's fresh token (RFC 9700 §4.14.2).
   */
  async refresh(token: string): Promise<TokenPair> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.db.transaction(async (tx): Promise<TokenPair | "invalid" | "reused"> => {
      const refreshTokens = new RefreshTokenRepository(tx);
      const found = await refreshTokens.findLocked(token);
      if (!found) return "invalid";
      const { token: stored, family } = found;
      if (stored.revokedReason === "rotated") {
        await refreshTokens.revokeFamily(family.id, "reuse", now);
        return "reused";
      }
      if (stored.revokedAt || family.revokedAt || family.expiresAt.getTime() <= now.getTime()) return "invalid";
      const user = await new UserRepository(tx).findById(stored.userId);
      if (!user) return "invalid";
      await refreshTokens.revoke(stored.id, "rotated", now);
      const accessToken = await this.signFor(user);
      return pairOf(accessToken, await refreshTokens.issue(user.id, now, accessToken, family));
    });
    // Thrown after the commit, so the family stays revoked.
    if (outcome === "reused") throw new ApiError("AUTH.TOKEN_REUSED");
    if (outcome === "invalid") throw new ApiError("AUTH.TOKEN_INVALID");
    return outcome;
  }

  /** SPEC §4: logout revokes the session (the whole family); unknown tokens are ignored. */
  async logout(token: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const refreshTokens = new RefreshTokenRepository(tx);
      const found = await refreshTokens.findLocked(token);
      if (found) await refreshTokens.revokeFamily(found.family.id, "logout", now);
    });
  }

  async verify(token: string): Promise<VerifiedClaims> {
    const result = await this.deps.tokens.verify(token);
    if (!result.ok) throw new ApiError("AUTH.TOKEN_INVALID", result.reason === "expired" ? "The token has expired." : undefined);
    return result.claims;
  }

  /**
   * Makes a profile active and returns a new pair whose claims list it as active. The pair stays
   * in the caller's session: the family is found through the access token the request presented
   * (the contract sends no refresh token and allows no session claim), its live refresh token is
   * revoked (`profile_change`) and the new one keeps the family's absolute expiry. A session that
   * has ended (logout, reuse, expiry) gets 401 instead of a fresh 30-day one.
   */
  async changeProfile(claims: AccessTokenClaims, profileId: number, presentedAccessToken: string): Promise<TokenPair> {
    const userId = Number(claims.sub);
    const now = this.deps.clock.now();
    const outcome = await this.deps.db.transaction(async (tx): Promise<TokenPair | "ended" | "no-profile"> => {
      const refreshTokens = new RefreshTokenRepository(tx);
      const users = new UserRepository(tx);
      const family = await refreshTokens.findFamilyOfAccessToken(presentedAccessToken);
      if (!family || family.userId !== userId || family.revokedAt || family.expiresAt.getTime() <= now.getTime()) return "ended";
      if (!(await users.activateProfile(userId, profileId, now))) return "no-profile";
      const user = await users.findById(userId);
      if (!user) return "ended";
      await refreshTokens.revokeLiveTokens(family.id, "profile_change", now);
      const accessToken = await this.signFor(user);
      return pairOf(accessToken, await refreshTokens.issue(user.id, now, accessToken, family));
    });
    if (outcome === "ended") throw new ApiError("AUTH.UNAUTHENTICATED", "The session has ended.");
    if (outcome === "no-profile") throw new ApiError("RESOURCE.NOT_FOUND", "No such profile.");
    return outcome;
  }

  async claimsFor(user: UserRecord): Promise<ClaimsInput> {
    return {
      sub: String(user.id),
      role: user.role,
      isActive: user.isActive,
      yearOfBirth: user.yearOfBirth,
      resellerSlug: user.resellerSlug,
      license: user.license,
      profiles: user.profiles,
      searchScope: user.searchScope,
    };
  }

  private async succeedLogin(user: UserRecord, email: string, address: string): Promise<TokenPair> {
    await this.deps.throttle.recordSuccess(email, address);
    await this.deps.users.recordLogin(user.id, this.deps.clock.now());
    return this.issuePair(user);
  }

  private async issuePair(user: UserRecord): Promise<TokenPair> {
    const accessToken = await this.signFor(user);
    return pairOf(accessToken, await this.deps.refreshTokens.issue(user.id, this.deps.clock.now(), accessToken));
  }

  private async signFor(user: UserRecord): Promise<string> {
    return this.deps.tokens.sign(await this.claimsFor(user));
  }
}

function pairOf(accessToken: string, refresh: IssuedRefreshToken): TokenPair {
  return { accessToken, refreshToken: refresh.token, refreshExpiresAt: refresh.expiresAt };
}
