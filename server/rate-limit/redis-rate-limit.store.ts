import { Redis } from "ioredis";
import type { RateLimitCount, RateLimitStore } from "./rate-limit-store.port";

// INCR and the first PEXPIRE in one atomic script, so a crash between them cannot leave a
// counter without expiry. Redis keeps the window's time itself (its clock, not ours).
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

// DECR only an existing positive counter, so a release never creates a key without expiry.
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export interface RedisStoreOptions {
  prefix?: string;
  /** Where connection errors go (the app's pino logger); ioredis would print to the console. */
  onError?: (error: Error) => void;
  /** Milliseconds a command may take before it fails (the login answers 503 then). */
  commandTimeoutMs?: number;
}

/**
 * Counters in Redis (REDIS_URL), shared by every API instance. While Redis is unreachable a
 * command fails at once (no offline queue) or after `commandTimeoutMs`, so logins answer 503
 * quickly instead of hanging.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = "redis";
  private readonly redis: Redis;
  private readonly prefix: string;
  private lastError: Error | undefined;

  constructor(url: string, options: RedisStoreOptions | string = {}) {
    const {
      prefix = "skolmedia:rate-limit:",
      onError,
      commandTimeoutMs = 1000,
    } = typeof options === "string" ? { prefix: options } : options;
    this.prefix = prefix;
    this.redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      commandTimeout: commandTimeoutMs,
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      // Keep reconnecting in the background (at most every 2 s) after a start that succeeded.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.redis.on("error", (error: Error) => {
      this.lastError = error;
      onError?.(error);
    });
  }

  /** Connects and pings; rejects with a clear message when Redis cannot be reached (start-up). */
  async connect(): Promise<void> {
    try {
      await this.redis.connect();
      await this.redis.ping();
    } catch (error) {
      this.redis.disconnect();
      const cause = this.lastError ?? error;
      throw new Error(`Redis at REDIS_URL is unreachable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    }
  }

  async peek(key: string, now: Date): Promise<RateLimitCount> {
    const [count, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    if (count === null || ttl < 0) return { count: 0, resetAt: null };
    return { count: Number(count), resetAt: new Date(now.getTime() + ttl) };
  }

  async hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count, resetAt: new Date(now.getTime() + (ttl > 0 ? ttl : windowMs)) };
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    if (this.redis.status === "ready") await this.redis.quit();
    else this.redis.disconnect();
  }
}
