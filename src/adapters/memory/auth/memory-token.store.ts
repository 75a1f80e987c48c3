import { injectable } from "inversify";
import type { AccessTokenClaims } from "../../../domain/auth/access-token-claims";
import type { TokenStore } from "../../../ports/auth/token-store.port";
import { decodeJwtClaims } from "../../browser/auth/jwt-claims.decoder";

/** Tokens kept in memory (tests; a browser without cookies would lose them on reload). */
@injectable()
export class MemoryTokenStore implements TokenStore {
  private access: string | null = null;
  private refresh: string | null = null;
  private readonly listeners = new Set<() => void>();

  getAccessToken(): string | null {
    return this.access;
  }

  getAccessClaims(): AccessTokenClaims | null {
    return decodeJwtClaims(this.access);
  }

  getRefreshToken(): string | null {
    return this.refresh;
  }

  setTokens(accessToken: string, refreshToken: string): void {
    this.access = accessToken;
    this.refresh = refreshToken;
    this.listeners.forEach((listener) => listener());
  }

  clear(): void {
    this.access = null;
    this.refresh = null;
    this.listeners.forEach((listener) => listener());
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
