import { inject, injectable } from "inversify";
import { action, computed, makeObservable, observable, observableRef, runInAction } from "mobx";
import type { AccessTokenClaims, Profile } from "../../domain/auth/access-token-claims";
import type { AppError } from "../../ports/shared/app-error.port";
import type { LoginCredentials } from "../../ports/auth/auth-gateway.port";
import { TOKEN_STORE } from "../../ports/auth/auth.tokens";
import type { Me } from "../../ports/auth/me-gateway.port";
import { ok, type Result } from "../../ports/shared/result.port";
import type { TokenStore } from "../../ports/auth/token-store.port";
import { ChangeProfileUseCase } from "./change-profile.use-case";
import { LoginUseCase } from "./login.use-case";
import { LogoutUseCase } from "./logout.use-case";
import { RestoreSessionUseCase } from "./restore-session.use-case";

/** Who is logged in. Follows the token store, so a refresh done by the transport shows up here. */
@injectable()
export class SessionStore {
  claims: AccessTokenClaims | null = null;
  /** A session is kept: its refresh token cookie renews the access token (the cookie itself is unreadable). */
  hasSession = false;
  me: Me | null = null;
  isLoggingIn = false;
  loginError: AppError | null = null;
  isRestoring = false;

  constructor(
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
    @inject(LoginUseCase) private readonly loginUseCase: LoginUseCase,
    @inject(LogoutUseCase) private readonly logoutUseCase: LogoutUseCase,
    @inject(ChangeProfileUseCase) private readonly changeProfileUseCase: ChangeProfileUseCase,
    @inject(RestoreSessionUseCase) private readonly restoreUseCase: RestoreSessionUseCase,
  ) {
    makeObservable(this, {
      claims: observableRef,
      hasSession: observable,
      me: observableRef,
      isLoggingIn: observable,
      loginError: observableRef,
      isRestoring: observable,
      isLoggedIn: computed,
      profiles: computed,
      syncFromTokens: action,
      clear: action,
      clearLoginError: action,
    });
    this.syncFromTokens();
    this.tokens.subscribe(() => this.syncFromTokens());
  }

  /** SPEC §6: the account menu needs a login token; a kept session counts (its refresh token renews the access token). */
  get isLoggedIn(): boolean {
    return this.claims !== null || this.hasSession;
  }

  get profiles(): readonly Profile[] {
    return this.claims?.profiles ?? this.me?.profiles ?? [];
  }

  syncFromTokens(): void {
    this.claims = this.tokens.getAccessClaims();
    this.hasSession = this.tokens.hasSession();
  }

  /** Returns the destination of SPEC §4 on success, null on failure (see loginError). */
  async login(credentials: LoginCredentials, context: { readonly reseller: string; readonly next: string | null }): Promise<string | null> {
    runInAction(() => {
      this.isLoggingIn = true;
      this.loginError = null;
    });
    const result = await this.loginUseCase.execute({ credentials, ...context });
    runInAction(() => {
      this.isLoggingIn = false;
      if (!result.ok) this.loginError = result.error;
    });
    return result.ok ? result.value.destination : null;
  }

  /** Revokes and forgets the tokens, then clears the state (SPEC §4 "Logout"). */
  async logout(): Promise<void> {
    await this.logoutUseCase.execute();
    this.clear();
  }

  async changeProfile(profileId: number, context: { readonly reseller: string; readonly next: string | null }): Promise<Result<string>> {
    const result = await this.changeProfileUseCase.execute({ profileId, ...context });
    return result.ok ? ok(result.value.destination) : result;
  }

  async restore(): Promise<void> {
    runInAction(() => (this.isRestoring = true));
    const result = await this.restoreUseCase.execute();
    runInAction(() => {
      this.isRestoring = false;
      this.me = result.ok ? result.value : null;
    });
  }

  clearLoginError(): void {
    this.loginError = null;
  }

  /** Forgets everything about the user (the tokens are the token store's business). */
  clear(): void {
    this.claims = null;
    this.hasSession = false;
    this.me = null;
    this.loginError = null;
    this.isLoggingIn = false;
  }
}
