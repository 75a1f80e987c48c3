import { inject, injectable } from "inversify";
import { appError } from "../../../ports/shared/app-error.port";
import type { LoginCredentials, TokenPair } from "../../../ports/auth/auth-gateway.port";
import type { Clock } from "../../../ports/shared/clock.port";
import type { Me } from "../../../ports/auth/me-gateway.port";
import { CLOCK } from "../../../ports/shared/platform.tokens";
import { err, ok, type Result } from "../../../ports/shared/result.port";
import { decodeJwtClaims, encodeUnsignedJwt } from "../../browser/auth/jwt-claims.decoder";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "../auth/demo-accounts";

// Same lifetime as the real server's access token (issue 2 §4: at most 15 minutes).
const ACCESS_TOKEN_SECONDS = 15 * 60;

const INVALID_LOGIN = { code: "AUTH.INVALID_CREDENTIALS", message: "Fel e-postadress eller lösenord", description: "" };

/**
 * An in-memory stand-in for the API (tests, and running the UI without a server). It keeps the
 * server's observable behaviour: same answer for a wrong e-mail and a wrong password, refresh
 * token rotation, revocation on logout.
 */
@injectable()
export class MemoryBackend {
  private accounts: DemoAccount[] = DEMO_ACCOUNTS.map((account) => ({ ...account, profiles: [...account.profiles] }));
  private readonly refreshTokens = new Map<string, number>();
  private readonly passcodes = new Map<string, string>();
  private counter = 0;
  /** Every call as "name", for tests that check what reached the backend. */
  readonly calls: string[] = [];

  constructor(@inject(CLOCK) private readonly clock: Clock) {}

  login(credentials: LoginCredentials): Result<TokenPair> {
    this.calls.push("login");
    const account = this.findByEmail(credentials.email);
    const passed =
      account !== undefined &&
      ("password" in credentials ? credentials.password === DEMO_PASSWORD : this.passcodes.get(account.email) === credentials.code);
    if (!account || !passed) return err(appError("unauthorized", INVALID_LOGIN, 401));
    this.passcodes.delete(account.email);
    return ok(this.issue(account));
  }

  refresh(refreshToken: string): Result<TokenPair> {
    this.calls.push("refresh");
    const userId = this.refreshTokens.get(refreshToken);
    const account = this.accounts.find((candidate) => candidate.id === userId);
    if (!account) return err(appError("unauthorized", { code: "AUTH.INVALID_REFRESH_TOKEN", message: "Invalid refresh token" }, 401));
    this.refreshTokens.delete(refreshToken);
    return ok(this.issue(account));
  }

  logout(refreshToken: string): Result<void> {
    this.calls.push("logout");
    this.refreshTokens.delete(refreshToken);
    return ok(undefined);
  }

  verify(token: string): Result<unknown> {
    this.calls.push("verify");
    const claims = decodeJwtClaims(token);
    if (!claims || claims.exp * 1000 <= this.clock.now()) return err(appError("unauthorized", { code: "AUTH.INVALID_TOKEN" }, 401));
    return ok(claims);
  }

  sendEmailPasscode(email: string): Result<void> {
    this.calls.push("sendEmailPasscode");
    const account = this.findByEmail(email);
    if (account) this.passcodes.set(account.email, String(100000 + ((this.counter += 7919) % 900000)));
    return ok(undefined);
  }

  /** The passcode "sent" to an address (the memory backend has no mailbox). */
  passcodeFor(email: string): string | undefined {
    return this.passcodes.get(email.trim().toLowerCase());
  }

  changeProfile(accessToken: string | null, profileId: number): Result<TokenPair> {
    this.calls.push("changeProfile");
    const account = this.accountFor(accessToken);
    if (!account) return err(appError("unauthorized", { code: "AUTH.UNAUTHORIZED" }, 401));
    if (!account.profiles.some((p) => p.id === profileId)) return err(appError("notFound", { code: "PROFILE.NOT_FOUND" }, 404));
    const now = new Date(this.clock.now()).toISOString();
    const updated: DemoAccount = {
      ...account,
      profiles: account.profiles.map((p) => (p.id === profileId ? { ...p, isActive: true, lastUsed: now } : { ...p, isActive: false })),
    };
    this.accounts = this.accounts.map((candidate) => (candidate.id === account.id ? updated : candidate));
    return ok(this.issue(updated));
  }

  getMe(accessToken: string | null): Result<Me> {
    this.calls.push("getMe");
    const account = this.accountFor(accessToken);
    if (!account) return err(appError("unauthorized", { code: "AUTH.UNAUTHORIZED", message: "Not logged in" }, 401));
    const { id, email, firstName, lastName, role, accountType, isActive, yearOfBirth, resellerSlug, license, profiles } = account;
    return ok({
      id,
      email,
      firstName,
      lastName,
      role,
      accountType,
      isActive,
      yearOfBirth,
      resellerSlug,
      license,
      profiles,
      searchScope: 1,
      school: null,
      className: null,
      phone: null,
    });
  }

  private accountFor(accessToken: string | null): DemoAccount | undefined {
    const claims = decodeJwtClaims(accessToken);
    if (!claims || claims.exp * 1000 <= this.clock.now()) return undefined;
    return this.accounts.find((candidate) => String(candidate.id) === claims.sub);
  }

  private findByEmail(email: string): DemoAccount | undefined {
    const wanted = email.trim().toLowerCase();
    return this.accounts.find((account) => account.email === wanted);
  }

  private issue(account: DemoAccount): TokenPair {
    this.counter += 1;
    const nowSeconds = Math.floor(this.clock.now() / 1000);
    const accessToken = encodeUnsignedJwt({
      sub: String(account.id),
      exp: nowSeconds + ACCESS_TOKEN_SECONDS,
      iat: nowSeconds,
      role: account.role,
      isActive: account.isActive,
      yearOfBirth: account.yearOfBirth,
      resellerSlug: account.resellerSlug,
      license: account.license,
      profiles: account.profiles,
      searchScope: 1,
    });
    const refreshToken = `memory-refresh-${account.id}-${this.counter}`;
    this.refreshTokens.set(refreshToken, account.id);
    return { accessToken, refreshToken };
  }
}
