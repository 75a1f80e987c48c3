import { mkdirSync } from "node:fs";
import { buildApp } from "./app";
import { buildSpaIfNeeded } from "./build-spa";
import { loadConfig, productionConfigProblems, REPO_ROOT } from "./config/config";
import type { Database } from "./db/database.port";
import { migrate } from "./db/migrate";
import { createPgliteDatabase } from "./db/pglite.adapter";
import { createPostgresDatabase } from "./db/postgres.adapter";
import { OutboxMailer } from "./mail/outbox.mailer";
import { SmtpMailer } from "./mail/smtp.mailer";
import { DEFAULT_MODULES } from "./modules";
import { PostgresRateLimitStore } from "./rate-limit/postgres-rate-limit.store";
import { RedisRateLimitStore } from "./rate-limit/redis-rate-limit.store";
import { seed } from "./seed/seed";
import { systemClock } from "./shared/clock";

/** The one composition root: environment → adapters → app → listen; SIGTERM/SIGINT → graceful stop. */
async function main(): Promise<void> {
  const config = loadConfig();
  const startLog = (message: string) => process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), msg: message })}\n`);
  const problems = productionConfigProblems(config);
  if (problems.length > 0) {
    for (const problem of problems)
      process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), msg: `refusing to start: ${problem}` })}\n`);
    process.exit(1);
  }
  // Before the slow steps: a start without its Redis fails at once.
  let logRedisError: (error: Error) => void = (error) =>
    process.stdout.write(`${JSON.stringify({ level: 50, time: Date.now(), msg: "redis error", err: error.message })}\n`);
  const redisStore = config.redisUrl ? await connectRedis(config.redisUrl, (error) => logRedisError(error)) : undefined;
  if (!config.skipBuild) buildSpaIfNeeded(REPO_ROOT, config.distDir, startLog);

  let db: Database;
  if (config.databaseUrl) {
    db = createPostgresDatabase({ connectionString: config.databaseUrl });
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    db = await createPgliteDatabase(config.dataDir);
  }
  const migrations = await migrate(db);
  const seeded = await seed(db, { catalogue: config.seedCatalogue });
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
      mail: mailer.kind,
      rateLimit: rateLimitStore.kind,
    },
    "ready",
  );
  app.log.info({ implemented: app.operations.implemented, missing: app.operations.missing.length }, "operations");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // Never hang forever on a stuck connection.
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    try {
      await app.close();
      await rateLimitStore.close();
      if (mailer instanceof SmtpMailer) mailer.close();
      await db.close();
      app.log.info("stopped");
    } catch (error) {
      app.log.error({ err: error }, "error while shutting down");
      process.exitCode = 1;
    }
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
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

main().catch((error: unknown) => {
  process.stderr.write(
    `${JSON.stringify({ level: 60, msg: "failed to start", err: String(error instanceof Error ? error.stack : error) })}\n`,
  );
  process.exit(1);
});
