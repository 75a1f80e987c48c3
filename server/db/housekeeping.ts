import type { FastifyInstance } from "fastify";
import type { Clock } from "../shared/clock";
import type { Queryable } from "./database.port";

/** How often expired authentication rows are deleted while the server runs. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

export interface PurgeResult {
  rateLimitCounters: number;
  refreshFamilies: number;
  emailPasscodes: number;
}

/**
 * Deletes what can never be used again: rate-limit windows that have ended, sessions past their
 * absolute expiry (their refresh tokens go with them, ON DELETE CASCADE) and passcodes that are
 * used or expired. Keeps the tables from growing with every login attempt.
 */
export async function purgeExpired(db: Queryable, now: Date): Promise<PurgeResult> {
  const counters = await db.query("DELETE FROM rate_limit_counters WHERE reset_at <= $1", [now]);
  const families = await db.query("DELETE FROM refresh_families WHERE expires_at <= $1", [now]);
  const passcodes = await db.query("DELETE FROM email_passcodes WHERE expires_at <= $1 OR consumed_at IS NOT NULL", [now]);
  return { rateLimitCounters: counters.rowCount, refreshFamilies: families.rowCount, emailPasscodes: passcodes.rowCount };
}

/** Purges once at start and then every hour on an unref'd timer (it never keeps the process alive). */
export async function scheduleHousekeeping(app: FastifyInstance, db: Queryable, clock: Clock): Promise<void> {
  const run = async () => {
    try {
      const purged = await purgeExpired(db, clock.now());
      app.log.info({ purged }, "housekeeping");
    } catch (error) {
      app.log.error({ err: error }, "housekeeping failed");
    }
  };
  await run();
  const timer = setInterval(() => void run(), HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
