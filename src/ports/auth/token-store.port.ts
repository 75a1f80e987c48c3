import type { AccessTokenClaims } from "../../domain/auth/access-token-claims";

/**
 * What the web app keeps of the session (SPEC §3, §7; issue 6 §4). The access token is readable:
 * the app sends it as the bearer token. The refresh token is not: the server keeps it in an
 * HttpOnly cookie sent only to the token endpoints, so the store keeps a marker that a session
 * exists beside it (the app cannot see the cookie itself).
 */
export interface TokenStore {
  getAccessToken(): string | null;
  /** The claims of the stored access token (normalised, SPEC §3 defaults), or null when absent or unreadable. */
  getAccessClaims(): AccessTokenClaims | null;
  /**
   * True while a login session is kept: the refresh token cookie can renew the access token even
   * when the access token has expired or is gone (SPEC §4).
   */
  hasSession(): boolean;
  /**
   * Saves the access token of a login, refresh or profile change and marks the session as kept;
   * once it returns, the other tabs read the new token (cross-tab refresh).
   */
  setAccessToken(accessToken: string): void;
  /** Forgets the access token and the session marker (SPEC §4 logout and failed refresh). */
  clear(): void;
  /** Called after every change, so the session state can follow a refresh done by the transport. */
  subscribe(listener: () => void): () => void;
}
