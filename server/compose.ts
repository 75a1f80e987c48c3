import { mkdirSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { buildSpaIfNeeded } from "./build-spa";
import { REPO_ROOT, type ServerConfig } from "./config/config";
import type { Database } from "./db/database.port";
import { migrate } from "./db/migrate";
import { createPgliteDatabase } from "./db/pglite.adapter";
import { createPostgresDatabase } from "./db/postgres.adapter";
import type { Mailer } from "./mail/mailer.port";
import { OutboxMailer } from "./mail/outbox.mailer";
import { SmtpMailer } from "./mail/smtp.mailer";
import { DEFAULT_MODULES } from "./modules";
import { PostgresRateLimitStore } from "./rate-limit/postgres-rate-limit.store";
import type { RateLimitStore } from "./rate-limit/rate-limit-store.port";
import { RedisRateLimitStore } from "./rate-limit/redis-rate-limit.store";
import { ensureDemoImages } from "./seed/demo-images.seed";
import { seed } from "./seed/seed";
import { systemClock } from "./shared/clock";

/** The product as `npm start` composes it, before it listens. */
export interface ComposedServer {
  app: FastifyInstance;
  db: Database;
  mailer: Mailer;
  rateLimitStore: RateLimitStore;
  /** Closes the app (in-flight requests finish), the counter store, the mailer and the database. */
  close(): Promise<void>;
}

export interface ComposeOptions {
  /**
   * A database opened by the caller, who also closes it (the bench's fresh schema or in-memory
   * PGlite, so a measurement never touches the data of `npm start`). Default: DATABASE_URL or
   * PGlite in DATA_DIR, as the config says, closed by `close()`.
   */
  database?: Database;
}

/**
 * ARCHITECTURE §2: the one composition of the product — config → adapters → migrated, seeded
 * database → app with its logger, security headers, overload guard, routes and static files.
 * `server/main.ts` listens on what this returns; the HTTP bench (bench/http/server-process.ts)
 * starts exactly the same thing, so its figures describe the server that runs.
 */
export async function composeServer(config: ServerConfig, options: ComposeOptions = {}): Promise<ComposedServer> {
  // Until the app's pino logger exists, the same JSON lines by hand.
  const startLog = (message: string) => process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), msg: message })}\n`);
  // Before the slow steps: a start without its Redis fails at once.
  let logRedisError: (error: Error) => void = (error) =>
    process.stdout.write(`${JSON.stringify({ level: 50, time: Date.now(), msg: "redis error", err: error.message })}\n`);
  const redisStore = config.redisUrl ? await connectRedis(config.redisUrl, (error) => logRedisError(error)) : undefined;
  if (!config.skipBuild) buildSpaIfNeeded(REPO_ROOT, config.distDir, startLog);

  const ownsDatabase = options.database === undefined;
  const db = options.database ?? (await openConfiguredDatabase(config));
  const migrations = await migrate(db);
  const seeded = await seed(db, { catalogue: config.seedCatalogue });
  // Issue 8: the demo pictures, before the static routes look for their folder (only the first start draws them).
  const images = await ensureDemoImages(config.imageDir);
  const mailer = config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db);
  const rateLimitStore = redisStore ?? new PostgresRateLimitStore(db);

  const app = await buildApp({
    db,
    config,
    mailer,
    rateLimitStore,
    clock: systemClock,
    logger: { level: config.logLevel },
    modules: DEFAULT_MODULES,
  });
  logRedisError = (error) => app.log.error({ err: error }, "redis error");
  app.log.info(
    {
      database: db.kind,
      migrationsApplied: migrations.applied,
      seedMs: seeded.milliseconds,
      imagesWritten: images.written,
      imagesMs: images.milliseconds,
      mail: mailer.kind,
      rateLimit: rateLimitStore.kind,
    },
    "ready",
  );
  app.log.info({ implemented: app.operations.implemented, missing: app.operations.missing.length }, "operations");

  return {
    app,
    db,
    mailer,
    rateLimitStore,
    async close() {
      await app.close();
      await rateLimitStore.close();
      if (mailer instanceof SmtpMailer) mailer.close();
      if (ownsDatabase) await db.close();
    },
  };
}

async function openConfiguredDatabase(config: ServerConfig): Promise<Database> {
  if (config.databaseUrl)
    return createPostgresDatabase({
      connectionString: config.databaseUrl,
      max: config.databasePoolSize,
      prepare: config.databasePreparedStatements,
    });
  mkdirSync(config.dataDir, { recursive: true });
  return createPgliteDatabase(config.dataDir);
}

/**
 * Fails the start when Redis cannot be reached. Later connection errors go to `logError` (the
 * app's pino logger once it exists), at most one line per 10 s while Redis is down.
 */
async function connectRedis(url: string, logError: (error: Error) => void): Promise<RedisRateLimitStore> {
  let lastLogged = 0;
  const store = new RedisRateLimitStore(url, {
    onError: (error) => {
      if (Date.now() - lastLogged < 10_000) return;
      lastLogged = Date.now();
      logError(error);
    },
  });
  await store.connect();
  return store;
}
