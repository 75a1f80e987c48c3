import type { Result } from "../shared/result.port";

/**
 * What the web app receives from POST /api-token-auth, /api-token-refresh and
 * /v1/me/change-profile/{id}: the access token only. The refresh token of SPEC §7 stays in the
 * server's HttpOnly cookie, where scripts cannot read it (issue 6 §4, ARCHITECTURE §6).
 */
export interface AccessGrant {
  readonly accessToken: string;
}

export type LoginCredentials = { readonly email: string; readonly password: string } | { readonly email: string; readonly code: string };

/** The auth calls of SPEC §7. */
export interface AuthGateway {
  /** Password login or e-mail passcode login (POST /api-token-auth); the server sets the refresh token cookie. */
  login(credentials: LoginCredentials): Promise<Result<AccessGrant>>;
  /** POST /api-token-refresh: rotates the refresh token the browser sends as its cookie. */
  refresh(): Promise<Result<AccessGrant>>;
  /** POST /api-token-logout: revokes the refresh token of the cookie and clears the cookie. */
  logout(): Promise<Result<void>>;
  /** POST /api-token-verify: the raw claims when the token is valid. */
  verify(token: string): Promise<Result<unknown>>;
  /** POST /v1/me/send-email-passcode. */
  sendEmailPasscode(email: string): Promise<Result<void>>;
  /** POST /v1/me/change-profile/{id}: a new access token with that profile active (and a new refresh cookie). */
  changeProfile(profileId: number): Promise<Result<AccessGrant>>;
}
