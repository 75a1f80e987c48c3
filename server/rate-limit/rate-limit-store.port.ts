export interface RateLimitCount {
  count: number;
  /** When the current window ends (null when there is no counter). */
  resetAt: Date | null;
}

/**
 * Fixed-window counters shared by every API instance (ARCHITECTURE §6 scale-out): PostgreSQL by
 * default, Redis when REDIS_URL is set.
 */
export interface RateLimitStore {
  readonly kind: "postgres" | "redis";
  /** The count in the current window, without changing it. */
  peek(key: string, now: Date): Promise<RateLimitCount>;
  /** Adds one; a window starts at the first hit and lasts `windowMs`. */
  hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  /** Takes one back (not below 0), e.g. an attempt that turned out to be a success. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
