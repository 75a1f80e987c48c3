import { ApiError } from "../http/api-error";
import type { RateLimitStore } from "../rate-limit/rate-limit-store.port";
import type { Clock } from "../shared/clock";

export interface AddressLimit {
  /** Key prefix in the shared counter store. */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
}

/**
 * A fixed-window limit per client address on the shared store (PostgreSQL or Redis, so it holds
 * across API instances). Counts one use and answers 429 REQUEST.RATE_LIMITED with Retry-After once
 * the window's uses are spent. `address` is Fastify's request.ip (TRUST_PROXY decides what it is).
 */
export class AddressLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
    private readonly limit: AddressLimit,
  ) {}

  async use(address: string): Promise<void> {
    const now = this.clock.now();
    const { count, resetAt } = await this.store.hit(`${this.limit.name}:${address}`, this.limit.windowMs, now);
    if (count <= this.limit.max) return;
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
    throw new ApiError("REQUEST.RATE_LIMITED", undefined, { "Retry-After": String(seconds) });
  }
}
