import { assertWithinLimits, countOrUnavailable, type Limit } from "../rate-limit/rate-limit-check";
import type { RateLimitStore } from "../rate-limit/rate-limit-store.port";
import type { Clock } from "../shared/clock";

export interface AddressLimit extends Readonly<Limit> {
  /** Key prefix in the shared counter store. */
  readonly name: string;
}

/**
 * A fixed-window limit per client address on the shared store (PostgreSQL or Redis, so it holds
 * across API instances). Counts one use and answers 429 REQUEST.RATE_LIMITED with Retry-After once
 * the window's uses are spent (503 when the store fails, as for login). `address` is Fastify's request.ip (TRUST_PROXY decides what it is).
 */
export class AddressLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
    private readonly limit: AddressLimit,
  ) {}

  async use(address: string): Promise<void> {
    const now = this.clock.now();
    const counter = await countOrUnavailable(this.store.hit(`${this.limit.name}:${address}`, this.limit.windowMs, now));
    assertWithinLimits(now, [[counter, this.limit.max]], "REQUEST.RATE_LIMITED");
  }
}
