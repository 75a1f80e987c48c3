import type { AccessTokenClaims } from "../../domain/auth/access-token-claims";

/** Where the access and refresh tokens live (SPEC §3: the refresh token is kept in a cookie). */
export interface TokenStore {
  getAccessToken(): string | null;
  /** The claims of the stored access token (normalised, SPEC §3 defaults), or null when absent or unreadable. */
  getAccessClaims(): AccessTokenClaims | null;
  getRefreshToken(): string | null;
  /** Saves both tokens of a pair; once it returns, the other tabs read the new pair (cross-tab refresh). */
  setTokens(accessToken: string, refreshToken: string): void;
  /** Removes both tokens (SPEC §4 logout and failed refresh). */
  clear(): void;
  /** Called after every change, so the session state can follow a refresh done by the transport. */
  subscribe(listener: () => void): () => void;
}
