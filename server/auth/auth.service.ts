import type { AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import { ApiError } from "../http/api-error";
import type { Mailer } from "../mail/mailer.port";
import type { Clock } from "../shared/clock";
import { normaliseEmail, type UserRecord, type UserRepository } from "../users/user.repository";
import type { AccessTokenService, ClaimsInput, VerifiedClaims } from "./access-token";
import type { LoginThrottle } from "./login-throttle";
import { PASSCODE_TTL_MS, type PasscodeRepository } from "./passcode.repository";
import { verifyAgainstDummy, verifyPassword } from "./password-hasher";
import type { RefreshTokenRepository } from "./refresh-token.repository";

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface AuthServiceDeps {
  users: UserRepository;
  refreshTokens: RefreshTokenRepository;
  passcodes: PasscodeRepository;
  throttle: LoginThrottle;
  tokens: AccessTokenService;
  mailer: Mailer;
  clock: Clock;
}

/** Login, rotation with reuse detection, logout, verification and the e-mail passcode (issue 2 §4). */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  async loginWithPassword(rawEmail: string, password: string, address: string): Promise<TokenPair> {
    const email = normaliseEmail(rawEmail);
    await this.deps.throttle.assertLoginAllowed(email, address);
    const user = await this.deps.users.findByEmail(email);
    // Same work and the same answer for an unknown e-mail and a wrong password.
    const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !ok) return this.failLogin(email, address);
    return this.succeedLogin(user, email);
  }

  async loginWithCode(rawEmail: string, code: string, address: string): Promise<TokenPair> {
    const email = normaliseEmail(rawEmail);
    await this.deps.throttle.assertLoginAllowed(email, address);
    const user = await this.deps.users.findByEmail(email);
    const ok = user ? await this.deps.passcodes.consume(user.id, code, this.deps.clock.now()) : false;
    if (!user || !ok) return this.failLogin(email, address);
    return this.succeedLogin(user, email);
  }

  /** Always resolves (204) for unknown e-mails, so accounts cannot be enumerated. */
  async sendPasscode(rawEmail: string): Promise<void> {
    const email = normaliseEmail(rawEmail);
    await this.deps.throttle.hitPasscodeSend(email);
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

  async refresh(token: string): Promise<TokenPair> {
    const { refreshTokens, clock } = this.deps;
    const now = clock.now();
    const stored = await refreshTokens.find(token);
    if (!stored) throw new ApiError("AUTH.TOKEN_INVALID");
    if (stored.revokedAt) {
      if (stored.revokedReason === "rotated") return this.reuseDetected(stored.familyId);
      throw new ApiError("AUTH.TOKEN_INVALID");
    }
    if (stored.expiresAt.getTime() <= now.getTime()) throw new ApiError("AUTH.TOKEN_INVALID");
    // The conditional UPDATE decides a race between two presentations of one token: the loser is reuse.
    if (!(await refreshTokens.revoke(stored.id, "rotated", now))) return this.reuseDetected(stored.familyId);
    const user = await this.deps.users.findById(stored.userId);
    if (!user) throw new ApiError("AUTH.TOKEN_INVALID");
    const refreshToken = await refreshTokens.issue(user.id, now, { id: stored.familyId, expiresAt: stored.expiresAt });
    return { accessToken: await this.signFor(user), refreshToken };
  }

  /** SPEC §4: logout revokes the session (the whole family); unknown tokens are ignored. */
  async logout(token: string): Promise<void> {
    const stored = await this.deps.refreshTokens.find(token);
    if (stored) await this.deps.refreshTokens.revokeFamily(stored.familyId, "logout", this.deps.clock.now());
  }

  async verify(token: string): Promise<VerifiedClaims> {
    const result = await this.deps.tokens.verify(token);
    if (!result.ok) throw new ApiError("AUTH.TOKEN_INVALID", result.reason === "expired" ? "The token has expired." : undefined);
    return result.claims;
  }

  /** Makes a profile active and returns a new pair whose claims list it as active. */
  async changeProfile(claims: AccessTokenClaims, profileId: number): Promise<TokenPair> {
    const userId = Number(claims.sub);
    const now = this.deps.clock.now();
    if (!(await this.deps.users.activateProfile(userId, profileId, now))) throw new ApiError("RESOURCE.NOT_FOUND", "No such profile.");
    const user = await this.deps.users.findById(userId);
    if (!user) throw new ApiError("AUTH.UNAUTHENTICATED");
    return this.issuePair(user);
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

  private async reuseDetected(familyId: string): Promise<never> {
    // RFC 9700 §4.14.2: a rotated token seen again means it leaked; end the whole session.
    await this.deps.refreshTokens.revokeFamily(familyId, "reuse", this.deps.clock.now());
    throw new ApiError("AUTH.TOKEN_REUSED");
  }

  private async failLogin(email: string, address: string): Promise<never> {
    await this.deps.throttle.recordFailure(email, address);
    throw new ApiError("AUTH.INVALID_CREDENTIALS");
  }

  private async succeedLogin(user: UserRecord, email: string): Promise<TokenPair> {
    await this.deps.throttle.recordSuccess(email);
    await this.deps.users.recordLogin(user.id, this.deps.clock.now());
    return this.issuePair(user);
  }

  private async issuePair(user: UserRecord): Promise<TokenPair> {
    const refreshToken = await this.deps.refreshTokens.issue(user.id, this.deps.clock.now());
    return { accessToken: await this.signFor(user), refreshToken };
  }

  private async signFor(user: UserRecord): Promise<string> {
    return this.deps.tokens.sign(await this.claimsFor(user));
  }
}
