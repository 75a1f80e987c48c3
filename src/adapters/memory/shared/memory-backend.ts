import { inject, injectable } from "inversify";
import type { Profile } from "../../../domain/auth/access-token-claims";
import { EMAIL_MAX_LENGTH, isValidEmail } from "../../../domain/validation/email";
import { DEMO_ACCOUNT_LIST, DEMO_PASSWORD, demoMe, type DemoAccount } from "../../../fixtures/demo-accounts";
import type { AccessGrant, LoginCredentials } from "../../../ports/auth/auth-gateway.port";
import type { Me } from "../../../ports/auth/me-gateway.port";
import type { Clock } from "../../../ports/shared/clock.port";
import { CLOCK } from "../../../ports/shared/platform.tokens";
import { err, ok, type Result } from "../../../ports/shared/result.port";
import { decodeJwtClaims, encodeUnsignedJwt } from "../../browser/auth/jwt-claims.decoder";
import { memoryError } from "./memory-error";

// Same lifetime as the real server's access token (issue 2 §4: at most 15 minutes).
const ACCESS_TOKEN_SECONDS = 15 * 60;

/** A demo account as the backend keeps it: the fixture plus the profile state that changes. */
interface StoredAccount {
  readonly account: DemoAccount;
  profiles: Profile[];
}

/** A login session (the server's refresh token family): its tokens rotate, logout or reuse ends it. */
interface Session {
  readonly userId: number;
  ended: boolean;
}

/** Why a refresh token no longer works; "rotated" ones presented again are reuse (SPEC §4). */
type RefreshTokenState = "live" | "rotated" | "ended";

/**
 * An in-memory stand-in for the API (tests, and running the UI without a server). It keeps the
 * server's observable behaviour, with the demo accounts of src/fixtures and the error codes of the
 * server's catalogue: same answer for a wrong e-mail and a wrong password, the contract's e-mail
 * format, refresh token rotation with reuse detection ending the session, revocation on logout, and
 * profile changes only inside a live session. It also plays the browser's part: it keeps the refresh
 * token as the HttpOnly cookie would (issue 6 §4), so the app never sees it. tests/gateways/ runs one
 * suite against this and the real server.
 */
@injectable()
export class MemoryBackend {
  private readonly accounts = new Map<number, StoredAccount>(
    DEMO_ACCOUNT_LIST.map((account) => [account.id, { account, profiles: demoMe(account).profiles }]),
  );
  private readonly sessions = new Map<number, Session>();
  private readonly refreshTokens = new Map<string, { sessionId: number; state: RefreshTokenState }>();
  /** The session each access token was issued in (the server finds it the same way for a profile change). */
  private readonly accessSessions = new Map<string, number>();
  private readonly passcodes = new Map<string, string>();
  /** The refresh token cookie of the one browser this backend serves. */
  private cookie: string | null = null;
  private counter = 0;
  /** Every call as "name", for tests that check what reached the backend. */
  readonly calls: string[] = [];

  constructor(@inject(CLOCK) private readonly clock: Clock) {}

  login(credentials: LoginCredentials): Result<AccessGrant> {
    this.calls.push("login");
    // The server validates the body against openapi.yaml before anything else.
    const secret = "password" in credentials ? credentials.password : credentials.code;
    const secretOk = "password" in credentials ? secret.length >= 1 && secret.length <= 256 : /^[0-9]{6}$/.test(secret);
    if (!isContractEmail(credentials.email) || !secretOk) return err(memoryError("REQUEST.VALIDATION"));
    const stored = this.findByEmail(credentials.email);
    const passed =
      stored !== undefined &&
      ("password" in credentials ? credentials.password === DEMO_PASSWORD : this.passcodes.get(stored.account.email) === credentials.code);
    if (!stored || !passed) return err(memoryError("AUTH.INVALID_CREDENTIALS"));
    this.passcodes.delete(stored.account.email);
    this.counter += 1;
    const sessionId = this.counter;
    this.sessions.set(sessionId, { userId: stored.account.id, ended: false });
    return ok(this.issue(stored, sessionId));
  }

  /** Rotates the cookie's refresh token (or the one given, as another client would send it in the body). */
  refresh(refreshToken: string | null = this.cookie): Result<AccessGrant> {
    this.calls.push("refresh");
    const result = this.rotate(refreshToken);
    // The server clears the cookie when it refuses the token.
    if (!result.ok && refreshToken === this.cookie) this.cookie = null;
    return result;
  }

  private rotate(refreshToken: string | null): Result<AccessGrant> {
    const found = refreshToken === null ? undefined : this.refreshTokens.get(refreshToken);
    const session = found && this.sessions.get(found.sessionId);
    if (!found || !session) return err(memoryError("AUTH.TOKEN_INVALID"));
    if (found.state === "rotated") {
      // SPEC §4, RFC 9700 §4.14.2: a rotated token presented again ends the whole session.
      this.endSession(found.sessionId);
      return err(memoryError("AUTH.TOKEN_REUSED"));
    }
    const stored = this.accounts.get(session.userId);
    if (found.state === "ended" || session.ended || !stored) return err(memoryError("AUTH.TOKEN_INVALID"));
    found.state = "rotated";
    return ok(this.issue(stored, found.sessionId));
  }

  /** SPEC §4: logout ends the session and clears the cookie; an unknown token is fine (logging out never fails). */
  logout(refreshToken: string | null = this.cookie): Result<void> {
    this.calls.push("logout");
    const found = refreshToken === null ? undefined : this.refreshTokens.get(refreshToken);
    if (found) this.endSession(found.sessionId);
    this.cookie = null;
    return ok(undefined);
  }

  verify(token: string): Result<unknown> {
    this.calls.push("verify");
    const claims = decodeJwtClaims(token);
    if (!claims || claims.exp * 1000 <= this.clock.now()) return err(memoryError("AUTH.TOKEN_INVALID"));
    return ok(claims);
  }

  /** Answers alike for known and unknown addresses, so accounts cannot be enumerated. */
  sendEmailPasscode(email: string): Result<void> {
    this.calls.push("sendEmailPasscode");
    if (!isContractEmail(email)) return err(memoryError("REQUEST.VALIDATION"));
    const stored = this.findByEmail(email);
    if (stored) this.passcodes.set(stored.account.email, String(100000 + ((this.counter += 7919) % 900000)));
    return ok(undefined);
  }

  /** The passcode "sent" to an address (the memory backend has no mailbox). */
  passcodeFor(email: string): string | undefined {
    return this.passcodes.get(email.trim().toLowerCase());
  }

  /** The refresh token the cookie holds now (tests: presenting an old one again is reuse). */
  refreshCookie(): string | null {
    return this.cookie;
  }

  /** A new pair in the same session with that profile active; the session's refresh token is replaced. */
  changeProfile(accessToken: string | null, profileId: number): Result<AccessGrant> {
    this.calls.push("changeProfile");
    const stored = this.accountFor(accessToken);
    if (!stored || accessToken === null) return err(memoryError("AUTH.UNAUTHENTICATED"));
    const sessionId = this.accessSessions.get(accessToken);
    const session = sessionId === undefined ? undefined : this.sessions.get(sessionId);
    if (sessionId === undefined || !session || session.ended || session.userId !== stored.account.id)
      return err(memoryError("AUTH.UNAUTHENTICATED", "The session has ended."));
    if (!stored.profiles.some((p) => p.id === profileId)) return err(memoryError("RESOURCE.NOT_FOUND", "No such profile."));
    const now = new Date(this.clock.now()).toISOString();
    stored.profiles = stored.profiles.map((p) =>
      p.id === profileId ? { ...p, isActive: true, lastUsed: now } : { ...p, isActive: false },
    );
    for (const token of this.refreshTokens.values()) if (token.sessionId === sessionId && token.state === "live") token.state = "ended";
    return ok(this.issue(stored, sessionId));
  }

  getMe(accessToken: string | null): Result<Me> {
    this.calls.push("getMe");
    const stored = this.accountFor(accessToken);
    if (!stored) return err(memoryError("AUTH.UNAUTHENTICATED"));
    return ok({ ...demoMe(stored.account), profiles: stored.profiles });
  }

  private endSession(sessionId: number): void {
    const session = this.sessions.get(sessionId);
    if (session) session.ended = true;
    for (const token of this.refreshTokens.values()) if (token.sessionId === sessionId && token.state === "live") token.state = "ended";
  }

  private accountFor(accessToken: string | null): StoredAccount | undefined {
    const claims = decodeJwtClaims(accessToken);
    if (!claims || claims.exp * 1000 <= this.clock.now()) return undefined;
    return this.accounts.get(Number(claims.sub));
  }

  private findByEmail(email: string): StoredAccount | undefined {
    const wanted = email.trim().toLowerCase();
    return [...this.accounts.values()].find((stored) => stored.account.email === wanted);
  }

  /** A new pair in the session: the access token is answered, the refresh token set as the cookie. */
  private issue(stored: StoredAccount, sessionId: number): AccessGrant {
    this.counter += 1;
    const { account } = stored;
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
      profiles: stored.profiles,
      searchScope: account.searchScope,
    });
    const refreshToken = `memory-refresh-${account.id}-${this.counter}`;
    this.refreshTokens.set(refreshToken, { sessionId, state: "live" });
    this.accessSessions.set(accessToken, sessionId);
    this.cookie = refreshToken;
    return { accessToken };
  }
}

/** The contract's `format: email` with its maxLength, untrimmed: the server validates the body as sent. */
function isContractEmail(email: string): boolean {
  return email === email.trim() && email.length <= EMAIL_MAX_LENGTH && isValidEmail(email);
}
