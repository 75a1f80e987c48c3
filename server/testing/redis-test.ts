import { inject } from "vitest";

/** The Redis URL found by tests/global-setup.ts, or null when no Redis answers (test files only). */
export function redisTestUrl(): string | null {
  return inject("redisTestUrl") || null;
}

/** The counter stores a rate-limit test runs on: the database always, Redis where one answers. */
export function counterStoreKinds<D extends string>(database: D): Array<D | "redis"> {
  return redisTestUrl() ? [database, "redis"] : [database];
}
