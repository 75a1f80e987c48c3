import { createHash } from "node:crypto";
import { ApiError } from "../http/api-error";
import type { RateLimitStore } from "../rate-limit/rate-limit-store.port";
import type { Clock } from "../shared/clock";

export interface Limit {
  max: number;
  windowMs: number;
}

export interface LoginLimits {
  account: Limit;
  address: Limit;
  passcodeSend: Limit;
}

/** OWASP ASVS 5.0 §6.3 / issue 2 §4: failures limited per account and per client address. */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  account: { max: 5, windowMs: 15 * 60_000 },
  address: { max: 20, windowMs: 15 * 60_000 },
  passcodeSend: { max: 5, windowMs: 15 * 60_000 },
};

// Keys never hold a readable e-mail (Redis and the counters table may be inspected by operators).
const accountKey = (email: string) => `login:account:${createHash("sha256").update(email).digest("hex")}`;
const addressKey = (address: string) => `login:address:${address}`;
const passcodeKey = (email: string) => `passcode:send:${createHash("sha256").update(email).digest("hex")}`;

export class LoginThrottle {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  /** Throws 429 before any password work when either counter is full. */
  async assertLoginAllowed(email: string, address: string): Promise<void> {
    const now = this.clock.now();
    const [account, client] = await Promise.all([this.store.peek(accountKey(email), now), this.store.peek(addressKey(address), now)]);
    const blocked = [
      account.count >= this.limits.account.max ? account.resetAt : null,
      client.count >= this.limits.address.max ? client.resetAt : null,
    ].filter((resetAt): resetAt is Date => resetAt !== null);
    if (blocked.length > 0) throw rateLimited(now, new Date(Math.max(...blocked.map((d) => d.getTime()))));
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const now = this.clock.now();
    await Promise.all([
      this.store.hit(accountKey(email), this.limits.account.windowMs, now),
      this.store.hit(addressKey(address), this.limits.address.windowMs, now),
    ]);
  }

  /** A successful login clears the account counter (not the address one: it may be shared by attackers). */
  async recordSuccess(email: string): Promise<void> {
    await this.store.reset(accountKey(email));
  }

  /** Counts every passcode e-mail; the one past the limit is refused. */
  async hitPasscodeSend(email: string): Promise<void> {
    const now = this.clock.now();
    const { count, resetAt } = await this.store.hit(passcodeKey(email), this.limits.passcodeSend.windowMs, now);
    if (count > this.limits.passcodeSend.max) throw rateLimited(now, resetAt);
  }
}

function rateLimited(now: Date, resetAt: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return new ApiError("AUTH.RATE_LIMITED", undefined, { "Retry-After": String(seconds) });
}
