import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config/config";
import type { Database, Queryable } from "../../server/db/database.port";
import { OutboxMailer } from "../../server/mail/outbox.mailer";
import { DEFAULT_MODULES } from "../../server/modules";
import { PostgresRateLimitStore } from "../../server/rate-limit/postgres-rate-limit.store";
import { systemClock } from "../../server/shared/clock";
import { CREDENTIALS } from "../http/bench-server";

interface Statement {
  sql: string;
  params: unknown[] | undefined;
  ms: number;
  /** The SET LOCAL statements its transaction ran before it (e.g. the suggestions' generic plan). */
  settings: string[];
}

export interface QueryPlan {
  call: string;
  ms: number;
  sql: string;
  plan: string;
}

const SET_LOCAL = /^\s*SET\s+LOCAL\b/i;

/** The database with every statement's text, parameters and time written down. */
function recording(db: Database, statements: Statement[]): Database {
  const record = (inner: Queryable, settings: string[]): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const started = process.hrtime.bigint();
      const result = await inner.query<T>(sql, params);
      if (SET_LOCAL.test(sql)) settings.push(sql);
      statements.push({ sql, params, ms: Number(process.hrtime.bigint() - started) / 1e6, settings: [...settings] });
      return result;
    },
  });
  return { ...db, ...record(db, []), transaction: (fn) => db.transaction((tx) => fn(record(tx, []))) };
}

const READ_ONLY = /^\s*(WITH|SELECT)\b/i;

/**
 * The query plans of the slowest statements behind each measured call (issue 9: "the query plans
 * of the slowest queries"): the product as `npm start` composes its routes, in this process, on
 * the bench server's own database; each call's sample requests are sent once to warm up and once
 * recorded, and the slowest read of each call is run again under EXPLAIN (ANALYZE, BUFFERS) with
 * the parameters it had.
 */
export async function slowestPlans(db: Database, calls: Readonly<Record<string, readonly string[]>>, samples = 12): Promise<QueryPlan[]> {
  const statements: Statement[] = [];
  const app = await buildApp({
    db: recording(db, statements),
    config: { ...loadConfig(process.env), skipBuild: true },
    mailer: new OutboxMailer(db),
    rateLimitStore: new PostgresRateLimitStore(db),
    clock: systemClock,
    modules: DEFAULT_MODULES,
  });
  try {
    const login = await app.inject({ method: "POST", url: "/api-token-auth", payload: CREDENTIALS });
    const headers = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
    const plans: QueryPlan[] = [];
    for (const [call, paths] of Object.entries(calls)) {
      const chosen = paths.filter((_path, i) => i % Math.max(1, Math.floor(paths.length / samples)) === 0).slice(0, samples);
      for (const url of chosen) await app.inject({ method: "GET", url, headers });
      statements.length = 0;
      for (const url of chosen) await app.inject({ method: "GET", url, headers });
      const slowest = statements.filter((s) => READ_ONLY.test(s.sql)).sort((a, b) => b.ms - a.ms)[0];
      if (!slowest) continue;
      // Under the same settings; EXPLAIN plans the statement afresh for these values (a custom plan).
      const { rows } = await db.transaction(async (tx) => {
        for (const setting of slowest.settings) await tx.query(setting);
        return tx.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${slowest.sql}`, slowest.params);
      });
      plans.push({ call, ms: slowest.ms, sql: slowest.sql, plan: rows.map((row) => row["QUERY PLAN"]).join("\n") });
    }
    return plans;
  } finally {
    await app.close();
  }
}
