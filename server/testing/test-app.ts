import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { buildApp, type HandlerModule } from "../app";
import type { LoginLimits } from "../auth/login-throttle";
import { loadConfig, type ServerConfig } from "../config/config";
import type { Database } from "../db/database.port";
import type { OpenApiDocument } from "../http/openapi-document";
import { OutboxMailer, type OutboxEntry } from "../mail/outbox.mailer";
import { DEFAULT_MODULES } from "../modules";
import { PostgresRateLimitStore } from "../rate-limit/postgres-rate-limit.store";
import type { RateLimitStore } from "../rate-limit/rate-limit-store.port";
import { RedisRateLimitStore } from "../rate-limit/redis-rate-limit.store";
import { seed, type SeedOptions } from "../seed/seed";
import { ManualClock } from "../shared/clock";
import { openTestDatabase } from "./test-database";

export { openTestDatabase, type OpenTestDatabaseOptions, type TestDatabase, type TestDatabaseState } from "./test-database";

export const REDIS_TEST_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** A Redis store on REDIS_TEST_URL under a key prefix of its own. */
export async function connectedRedisStore(): Promise<RedisRateLimitStore> {
  const store = new RedisRateLimitStore(REDIS_TEST_URL, { prefix: `skolmedia-test:${randomBytes(6).toString("hex")}:` });
  await store.connect();
  return store;
}

/**
 * The default test outbox: reading it first waits for mail still being sent after an answer
 * (passcode e-mails go out in the background), so a test sees what the request mailed.
 */
class SettledOutbox extends OutboxMailer {
  constructor(
    db: Database,
    private readonly settle: () => Promise<void>,
  ) {
    super(db);
  }

  override async list(limit?: number): Promise<OutboxEntry[]> {
    await this.settle();
    return super.list(limit);
  }
}

export interface TestAppOptions {
  catalogue?: SeedOptions["catalogue"];
  rateLimit?: "database" | "redis";
  config?: Partial<ServerConfig>;
  document?: OpenApiDocument;
  modules?: readonly HandlerModule[];
  loginLimits?: LoginLimits;
  /** Replaces the counter store (e.g. a Redis store that cannot connect). */
  rateLimitStore?: () => RateLimitStore;
  /** Replaces the outbox mailer (e.g. a slow or failing one). */
  mailer?: (db: Database) => OutboxMailer;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  mailer: OutboxMailer;
  rateLimitStore: RateLimitStore;
  close(): Promise<void>;
}

/** A migrated and seeded app on its own database (a clone of the run's seeded snapshot), with a clock the test controls. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { db, drop } = await openTestDatabase({ state: "seeded" });
  try {
    return await buildTestApp(db, drop, options);
  } catch (error) {
    await drop();
    throw error;
  }
}

async function buildTestApp(db: Database, drop: () => Promise<void>, options: TestAppOptions): Promise<TestApp> {
  // The snapshot has no catalogue; seeding again only adds the one asked for (the rest is kept).
  if (options.catalogue && options.catalogue !== "none") await seed(db, { catalogue: options.catalogue });
  const clock = new ManualClock(new Date());
  let built: FastifyInstance | undefined;
  const mailer = options.mailer?.(db) ?? new SettledOutbox(db, async () => built?.whenIdle());
  const rateLimitStore =
    options.rateLimitStore?.() ?? (options.rateLimit === "redis" ? await connectedRedisStore() : new PostgresRateLimitStore(db));
  const config: ServerConfig = {
    ...loadConfig({}),
    distDir: "/nonexistent-dist",
    jwtSecret: undefined,
    // No load shedding: a test process blocks its event loop (seeding, fuzz generation) and would
    // get 503s. The guard's own tests turn it on (server/http/overload.test.ts).
    overload: { ...loadConfig({}).overload, maxEventLoopDelayMs: 0, maxInFlight: 0 },
    ...options.config,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({
      db,
      config,
      mailer,
      rateLimitStore,
      clock,
      modules: options.modules ?? DEFAULT_MODULES,
      ...(options.document ? { document: options.document } : {}),
      ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
    });
    await app.ready();
    built = app;
  } catch (error) {
    await rateLimitStore.close();
    throw error;
  }
  return {
    app,
    db,
    clock,
    mailer,
    rateLimitStore,
    async close() {
      await app.close();
      await rateLimitStore.close();
      await drop();
    },
  };
}
