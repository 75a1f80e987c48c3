import { createHash } from "node:crypto";
import { assertWithinLimits, countOrUnavailable, type Limit } from "../rate-limit/rate-limit-check";
import type { RateLimitStore } from "../rate-limit/rate-limit-store.port";
import type { Clock } from "../shared/clock";

export type { Limit } from "../rate-limit/rate-limit-check";

export interface LoginLimits {
  account: Limit;
  address: Limit;
  passcodeSend: Limit;
  /** Passcode e-mails per client address (defaults to DEFAULT_LOGIN_LIMITS.passcodeSendAddress). */
  passcodeSendAddress?: Limit;
}

/** OWASP ASVS 5.0 §6.3 / issue 2 §4: failures limited per account and per client address. */
export const DEFAULT_LOGIN_LIMITS: Required<LoginLimits> = {
  account: { max: 5, windowMs: 15 * 60_000 },
  address: { max: 20, windowMs: 15 * 60_000 },
  passcodeSend: { max: 5, windowMs: 15 * 60_000 },
  passcodeSendAddress: { max: 20, windowMs: 15 * 60_000 },
};

// Keys never hold a readable e-mail (Redis and the counters table may be inspected by operators).
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const accountKey = (email: string) => `login:account:${sha256(email)}`;
const addressKey = (address: string) => `login:address:${address}`;
const passcodeKey = (email: string) => `passcode:send:${sha256(email)}`;
const passcodeAddressKey = (address: string) => `passcode:send-address:${address}`;

/**
 * Every attempt is counted *before* the password or code is checked, with one atomic increment
 * per counter: parallel requests each get their own count, so at most `max` of them are ever
 * checked in a window (a peek-then-count scheme let hundreds through at once).
 */
export class LoginThrottle {
  private readonly limits: Required<LoginLimits>;

  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
    limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {
    this.limits = { ...limits, passcodeSendAddress: limits.passcodeSendAddress ?? DEFAULT_LOGIN_LIMITS.passcodeSendAddress };
  }

  /** Counts this attempt on the account and the address; 429 when either is over its limit. */
  async beginAttempt(email: string, address: string): Promise<void> {
    const now = this.clock.now();
    const [account, client] = await countOrUnavailable(
      Promise.all([
        this.store.hit(accountKey(email), this.limits.account.windowMs, now),
        this.store.hit(addressKey(address), this.limits.address.windowMs, now),
      ]),
    );
    assertWithinLimits(
      now,
      [
        [account, this.limits.account.max],
        [client, this.limits.address.max],
      ],
      "AUTH.RATE_LIMITED",
    );
  }

  /**
   * A success clears the account counter and takes back its own count on the address, so a
   * school's shared address is only charged for failures (the address counter is never cleared:
   * attackers may share it).
   */
  async recordSuccess(email: string, address: string): Promise<void> {
    await countOrUnavailable(Promise.all([this.store.reset(accountKey(email)), this.store.release(addressKey(address))]));
  }

  /** Counts every passcode e-mail, per e-mail and per client address; the one past a limit is refused. */
  async hitPasscodeSend(email: string, address: string): Promise<void> {
    const now = this.clock.now();
    const [perEmail, perAddress] = await countOrUnavailable(
      Promise.all([
        this.store.hit(passcodeKey(email), this.limits.passcodeSend.windowMs, now),
        this.store.hit(passcodeAddressKey(address), this.limits.passcodeSendAddress.windowMs, now),
      ]),
    );
    assertWithinLimits(
      now,
      [
        [perEmail, this.limits.passcodeSend.max],
        [perAddress, this.limits.passcodeSendAddress.max],
      ],
      "AUTH.RATE_LIMITED",
    );
  }
}
