import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectedRedisStore, openTestDatabase, type TestDatabase } from "../testing/test-app";
import { PostgresRateLimitStore } from "./postgres-rate-limit.store";
import type { RateLimitStore } from "./rate-limit-store.port";
import { counterStoreKinds } from "../testing/redis-test";
import { describeWithService } from "../testing/service-tests";

const WINDOW_MS = 60_000;

describe.each(counterStoreKinds("postgres" as const))("RateLimitStore on %s", (kind) => {
  let store: RateLimitStore;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    if (kind === "postgres") {
      database = await openTestDatabase({ state: "migrated" });
      store = new PostgresRateLimitStore(database.db);
    } else {
      store = await connectedRedisStore();
    }
  });
  afterAll(async () => {
    await store.close();
    await database?.drop();
  });

  it("counts hits within a window and reports when it resets", async () => {
    const now = new Date();
    expect(await store.peek("k1", now)).toEqual({ count: 0, resetAt: null });
    const first = await store.hit("k1", WINDOW_MS, now);
    const second = await store.hit("k1", WINDOW_MS, now);
    expect([first.count, second.count]).toEqual([1, 2]);
    const peeked = await store.peek("k1", now);
    expect(peeked.count).toBe(2);
    expect(peeked.resetAt!.getTime() - now.getTime()).toBeGreaterThan(WINDOW_MS - 5_000);
    expect(peeked.resetAt!.getTime() - now.getTime()).toBeLessThanOrEqual(WINDOW_MS);
  });

  it("keeps keys apart and forgets a key on reset", async () => {
    const now = new Date();
    await store.hit("a", WINDOW_MS, now);
    await store.hit("b", WINDOW_MS, now);
    await store.reset("a");
    expect((await store.peek("a", now)).count).toBe(0);
    expect((await store.peek("b", now)).count).toBe(1);
  });

  it("gives every one of many concurrent hits its own count (no lost updates)", async () => {
    const now = new Date();
    const counts = await Promise.all(Array.from({ length: 25 }, () => store.hit("busy", WINDOW_MS, now)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
});

describe("window expiry", () => {
  let database: TestDatabase;
  let store: PostgresRateLimitStore;
  beforeAll(async () => {
    database = await openTestDatabase({ state: "migrated" });
    store = new PostgresRateLimitStore(database.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("starts a new window at 1 once the old one has passed (PostgreSQL, injected time)", async () => {
    const start = new Date("2026-09-01T08:00:00Z");
    await store.hit("w", WINDOW_MS, start);
    await store.hit("w", WINDOW_MS, start);
    const later = new Date(start.getTime() + WINDOW_MS);
    expect((await store.peek("w", later)).count).toBe(0);
    expect((await store.hit("w", WINDOW_MS, later)).count).toBe(1);
  });
});

describeWithService("redis", "window expiry on Redis", () => {
  it("lets Redis expire a window by itself", async () => {
    const redis = await connectedRedisStore();
    try {
      await redis.hit("short", 150, new Date());
      expect((await redis.peek("short", new Date())).count).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await redis.peek("short", new Date())).count).toBe(0);
    } finally {
      await redis.close();
    }
  });
});
