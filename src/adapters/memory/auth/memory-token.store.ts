import { injectable } from "inversify";
import type { AccessTokenClaims } from "../../../domain/auth/access-token-claims";
import type { TokenStore } from "../../../ports/auth/token-store.port";
import { decodeJwtClaims } from "../../browser/auth/jwt-claims.decoder";

/**
 * The access token and the session marker kept in memory (tests; a browser without cookies would
 * lose them on reload). Like the cookie store it never sees a refresh token: the backend keeps that
 * (the server's HttpOnly cookie, MemoryBackend's cookie jar).
 */
@injectable()
export class MemoryTokenStore implements TokenStore {
  private access: string | null = null;
  private session = false;
  private readonly listeners = new Set<() => void>();

  getAccessToken(): string | null {
    return this.access;
  }

  getAccessClaims(): AccessTokenClaims | null {
    return decodeJwtClaims(this.access);
  }

  hasSession(): boolean {
    return this.session;
  }

  setAccessToken(accessToken: string): void {
    this.access = accessToken;
    this.session = true;
    this.listeners.forEach((listener) => listener());
  }

  /** What the browser does when the access cookie's Max-Age runs out: the session marker stays. */
  expireAccessToken(): void {
    this.access = null;
    this.listeners.forEach((listener) => listener());
  }

  clear(): void {
    this.access = null;
    this.session = false;
    this.listeners.forEach((listener) => listener());
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
