// Test doubles for the application's ports (tests only; production binds real adapters).
import { normaliseClaims, type AccessTokenClaims } from "../../domain/auth/access-token-claims";
import { appError } from "../../ports/shared/app-error.port";
import type { AccessGrant, AuthGateway, LoginCredentials } from "../../ports/auth/auth-gateway.port";
import type { Clock } from "../../ports/shared/clock.port";
import type { Me, MeGateway } from "../../ports/auth/me-gateway.port";
import type { Navigation } from "../../ports/shared/navigation.port";
import { err, ok, type Result } from "../../ports/shared/result.port";
import type { TokenStore } from "../../ports/auth/token-store.port";
import { ChangeProfileUseCase } from "./change-profile.use-case";
import { LoginUseCase } from "./login.use-case";
import { LogoutUseCase } from "./logout.use-case";
import { RestoreSessionUseCase } from "./restore-session.use-case";
import { SessionStore } from "./session.store";

/** Access tokens in these tests are plain JSON claims (the real ones are JWTs, read by adapters). */
export function fakeAccessToken(claims: Partial<AccessTokenClaims> & Record<string, unknown>): string {
  return JSON.stringify({ sub: "2", exp: 4_000_000_000, role: "TEACHER", isActive: true, resellerSlug: "member", ...claims });
}

export class FakeTokenStore implements TokenStore {
  access: string | null = null;
  /** The session marker (the refresh token itself is the server's HttpOnly cookie). */
  session = false;
  private readonly listeners = new Set<() => void>();
  getAccessToken = () => this.access;
  hasSession = () => this.session;
  getAccessClaims(): AccessTokenClaims | null {
    try {
      return this.access === null ? null : normaliseClaims(JSON.parse(this.access));
    } catch {
      return null;
    }
  }
  setAccessToken(access: string): void {
    this.access = access;
    this.session = true;
    this.listeners.forEach((l) => l());
  }
  clear(): void {
    this.access = null;
    this.session = false;
    this.listeners.forEach((l) => l());
  }
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export class FakeAuthGateway implements AuthGateway {
  readonly calls: string[] = [];
  loginAnswer: Result<AccessGrant> = ok({ accessToken: fakeAccessToken({}) });
  logoutAnswer: () => Promise<Result<void>> = async () => ok(undefined);
  changeProfileAnswer: Result<AccessGrant> = ok({ accessToken: fakeAccessToken({}) });
  async login(credentials: LoginCredentials) {
    this.calls.push(`login:${credentials.email}`);
    return this.loginAnswer;
  }
  async refresh() {
    this.calls.push("refresh");
    return err(appError("unauthorized"));
  }
  async logout() {
    this.calls.push("logout");
    return this.logoutAnswer();
  }
  async verify() {
    return ok({});
  }
  async sendEmailPasscode() {
    return ok(undefined);
  }
  async changeProfile(id: number) {
    this.calls.push(`changeProfile:${id}`);
    return this.changeProfileAnswer;
  }
}

export class FakeMeGateway implements MeGateway {
  calls = 0;
  answer: Result<Me> = err(appError("unauthorized"));
  async getMe() {
    this.calls += 1;
    return this.answer;
  }
}

export class FakeNavigation implements Navigation {
  readonly visited: string[] = [];
  constructor(public location = "/") {}
  currentLocation = () => this.location;
  go(path: string): void {
    this.location = path;
    this.visited.push(path);
  }
}

/** A clock whose timers run only when told to. */
export class ManualClock implements Clock {
  private timers: { at: number; run: () => void }[] = [];
  constructor(public time = Date.UTC(2026, 10, 22)) {}
  now = () => this.time;
  schedule(delayMs: number, run: () => void): () => void {
    const timer = { at: this.time + delayMs, run };
    this.timers.push(timer);
    return () => (this.timers = this.timers.filter((t) => t !== timer));
  }
  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((t) => t.at <= this.time);
    this.timers = this.timers.filter((t) => t.at > this.time);
    due.forEach((t) => t.run());
  }
}

/**
 * A SessionStore on these doubles, wired with its use cases as the container wires it. An
 * `accessToken` is in the token store before the session store starts following it.
 */
export function sessionOnFakes(accessToken?: string) {
  const auth = new FakeAuthGateway();
  const me = new FakeMeGateway();
  const tokens = new FakeTokenStore();
  if (accessToken !== undefined) tokens.setAccessToken(accessToken);
  const session = new SessionStore(
    tokens,
    new LoginUseCase(auth, tokens),
    new LogoutUseCase(auth, tokens),
    new ChangeProfileUseCase(auth, tokens),
    new RestoreSessionUseCase(me, tokens),
  );
  return { auth, me, tokens, session };
}
