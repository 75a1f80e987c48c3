import { Redis } from "ioredis";
import type { RateLimitCount, RateLimitStore } from "./rate-limit-store.port";

// INCR and the first PEXPIRE in one atomic script, so a crash between them cannot leave a
// counter without expiry. Redis keeps the window's time itself (its clock, not ours).
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** Counters in Redis (REDIS_URL), shared by every API instance. */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = "redis";
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix = "skolmedia:rate-limit:") {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
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

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
