import type { FastifyInstance } from "fastify";
import type { Clock } from "../shared/clock";
import type { Queryable } from "./database.port";

/** How often expired authentication rows are deleted while the server runs. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

export interface PurgeResult {
  rateLimitCounters: number;
  refreshFamilies: number;
  emailPasscodes: number;
  pageErrors: number;
  contactMessages: number;
  searchEvents: number;
}

/**
 * Decisions (the spec is silent): page-error reports are kept 30 days, long enough to find a fault;
 * contact messages 90 days — they were mailed to the reseller already, and they hold a person's
 * name, address and words, so they are not kept longer than a reply can take (GDPR data minimisation).
 */
export const PAGE_ERROR_RETENTION_MS = 30 * 86_400_000;
export const CONTACT_MESSAGE_RETENTION_MS = 90 * 86_400_000;
/**
 * Decision (issue 9, data minimisation): committed-search events are kept 90 days — a school
 * term's statistics — though they hold no person (010_search_suggestions.sql). A user's search
 * history goes with the account (ON DELETE CASCADE) and is capped, not aged.
 */
export const SEARCH_EVENT_RETENTION_MS = 90 * 86_400_000;

/**
 * Deletes what can never be used again: rate-limit windows that have ended, sessions past their
 * absolute expiry (their refresh tokens go with them, ON DELETE CASCADE) and passcodes that are
 * used or expired; page errors, contact messages and search events past their retention. Keeps
 * the tables from growing with every login attempt or report.
 */
export async function purgeExpired(db: Queryable, now: Date): Promise<PurgeResult> {
  const counters = await db.query("DELETE FROM rate_limit_counters WHERE reset_at <= $1", [now]);
  const families = await db.query("DELETE FROM refresh_families WHERE expires_at <= $1", [now]);
  const passcodes = await db.query("DELETE FROM email_passcodes WHERE expires_at <= $1 OR consumed_at IS NOT NULL", [now]);
  const pageErrors = await db.query("DELETE FROM page_errors WHERE created_at <= $1", [new Date(now.getTime() - PAGE_ERROR_RETENTION_MS)]);
  const contactMessages = await db.query("DELETE FROM contact_messages WHERE created_at <= $1", [
    new Date(now.getTime() - CONTACT_MESSAGE_RETENTION_MS),
  ]);
  const searchEvents = await db.query("DELETE FROM search_events WHERE created_at <= $1", [
    new Date(now.getTime() - SEARCH_EVENT_RETENTION_MS),
  ]);
  return {
    rateLimitCounters: counters.rowCount,
    refreshFamilies: families.rowCount,
    emailPasscodes: passcodes.rowCount,
    pageErrors: pageErrors.rowCount,
    contactMessages: contactMessages.rowCount,
    searchEvents: searchEvents.rowCount,
  };
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
