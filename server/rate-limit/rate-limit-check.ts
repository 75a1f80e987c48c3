import type { ErrorCode } from "../../src/domain/errors/error-codes";
import { ApiError } from "../http/api-error";

/** At most `max` uses per fixed window of `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** Seconds a client is asked to wait when the counter store (Redis or the database) fails. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** One counter after a hit (RateLimitStore.hit) with the most it may reach in its window. */
export type CounterCheck = [counter: { count: number; resetAt: Date }, max: number];

/**
 * A rate-limited request must not go unthrottled, nor hang, when its counters cannot be read: the
 * store's failure becomes 503 SERVER.UNAVAILABLE with Retry-After (the cause is logged by the
 * error handler). Shared by every limit on the counter store (login, passcodes, public forms).
 */
export async function countOrUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw new ApiError(
      "SERVER.UNAVAILABLE",
      "The rate-limit store is unavailable; try again shortly.",
      { "Retry-After": String(STORE_RETRY_AFTER_SECONDS) },
      { cause: error },
    );
  }
}

/**
 * Throws `code` (a 429 of the error catalogue) with Retry-After until the latest window of the
 * counters over their limit ends; returns when every counter is within its limit.
 */
export function assertWithinLimits(now: Date, counters: readonly CounterCheck[], code: ErrorCode): void {
  const over = counters.filter(([counter, max]) => counter.count > max).map(([counter]) => counter.resetAt.getTime());
  if (over.length === 0) return;
  const seconds = Math.max(1, Math.ceil((Math.max(...over) - now.getTime()) / 1000));
  throw new ApiError(code, undefined, { "Retry-After": String(seconds) });
}
