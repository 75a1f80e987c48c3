import type { Result } from "../shared/result.port";

/** SPEC §7: POST /api-token-auth and /api-token-refresh answer an access and refresh token pair. */
export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export type LoginCredentials = { readonly email: string; readonly password: string } | { readonly email: string; readonly code: string };

/** The auth calls of SPEC §7. */
export interface AuthGateway {
  /** Password login or e-mail passcode login (POST /api-token-auth). */
  login(credentials: LoginCredentials): Promise<Result<TokenPair>>;
  /** POST /api-token-refresh: rotates the refresh token. */
  refresh(refreshToken: string): Promise<Result<TokenPair>>;
  /** POST /api-token-logout: revokes the refresh token. */
  logout(refreshToken: string): Promise<Result<void>>;
  /** POST /api-token-verify: the raw claims when the token is valid. */
  verify(token: string): Promise<Result<unknown>>;
  /** POST /v1/me/send-email-passcode. */
  sendEmailPasscode(email: string): Promise<Result<void>>;
  /** POST /v1/me/change-profile/{id}: new tokens with that profile active. */
  changeProfile(profileId: number): Promise<Result<TokenPair>>;
}
