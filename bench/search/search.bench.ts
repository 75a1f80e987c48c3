import { createPostgresDatabase, quoteIdent } from "../../server/db/postgres.adapter";
import { BENCH_CATALOGUE_PRODUCTS, type BenchCatalogueSize } from "../../server/seed/catalogue-sizes";
import type { BenchOptions } from "../bench-options";
import type { BenchRow } from "../report";
import { CREDENTIALS, DATABASE_LABEL } from "../http/bench-server";
import { JsonClient } from "../http/json-client";
import { startServer, type BenchDatabase } from "../http/server-handle";
import { closedLoop, type LoadFigures } from "./latency-load";
import { slowestPlans } from "./search-plans";
import { searchCalls, type SearchCalls } from "./search-requests";

/** Issue 9 "Speed" goals at 100,000 products (p95 in ms, throughput in req/s); at 1,000,000 p95 ≤ 3 × the 100,000 figure. */
const GOALS: Readonly<Record<keyof SearchCalls, { p95: number; rate?: number; name: string }>> = {
  search: { p95: 50, rate: 300, name: "product search (text + 3 filters)" },
  suggestions: { p95: 20, name: "suggestions" },
  count: { p95: 20, name: "count (another app's badge)" },
};
const SLOWER_AT_1M = 3;

/**
 * Seeding runs in the server's start: measured at about 1 minute for 100,000 products on
 * PostgreSQL on 2 cores, about 21 minutes for 1,000,000 (issue 9 report) — so the 1,000,000 run
 * is opt-in (`--search-1m`), and the start of each is allowed this long.
 */
const START_LIMIT_MS: Readonly<Record<BenchCatalogueSize, number>> = { "100k": 10 * 60_000, "1m": 60 * 60_000 };

/** How much longer the whole bench may take with this section (bench/run.ts's overall guard). */
export function searchSectionLimitMs(options: BenchOptions): number {
  return START_LIMIT_MS["100k"] + (options.search1m ? START_LIMIT_MS["1m"] : 0);
}

/** A database of the section's own on the PostgreSQL server, so its schema can be found for the plans. */
async function ownDatabase(url: string) {
  const name = `skolmedia_bench_search_${process.pid}`;
  const admin = createPostgresDatabase({ connectionString: url, max: 1 });
  await admin.exec(`DROP DATABASE IF EXISTS ${quoteIdent(name)}`);
  await admin.exec(`CREATE DATABASE ${quoteIdent(name)}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async drop() {
      await admin.exec(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      await admin.close();
    },
  };
}

const ms = (value: number) => value.toFixed(1);
const failed = (figures: LoadFigures) => {
  const bad = Object.entries(figures.statuses).filter(([status]) => status !== "200");
  return bad.length === 0 && figures.errors === 0
    ? ""
    : ` · FAILED: ${bad.map(([s, n]) => `${n}× ${s}`).join(", ")} ${figures.errors} errors`;
};

/**
 * Issue 9 "Speed": the server as `npm start` composes it, seeded with SEED_CATALOGUE=100k (and 1m
 * with --search-1m), under 20 concurrent keep-alive connections over real HTTP: product search
 * with a text and 3 filters, suggestions, and the count — p50/p95/p99 and req/s of each, against
 * the issue's goals — then the query plans of the slowest statements (PostgreSQL only).
 */
export async function benchSearch(options: BenchOptions, database: BenchDatabase): Promise<{ rows: BenchRow[]; skipped: string[] }> {
  const rows: BenchRow[] = [];
  const skipped: string[] = [];
  const calls = searchCalls();
  const p95At100k = new Map<keyof SearchCalls, number>();
  const sizes: BenchCatalogueSize[] = options.search1m ? ["100k", "1m"] : ["100k"];
  if (!options.search1m) skipped.push("search at 1,000,000 products: add --search-1m (its seeding takes about 21 minutes)");
  for (const size of sizes) {
    const label = `${DATABASE_LABEL[database]} ${size}`;
    const row = (name: string, value: number, unit: BenchRow["unit"], detail: string): BenchRow => ({
      section: "search",
      name: `${label}: ${name}`,
      value,
      unit,
      detail,
    });
    const own = database === "postgres" ? await ownDatabase(process.env.DATABASE_URL ?? "") : null;
    try {
      const env = { SEED_CATALOGUE: size, ...(own ? { DATABASE_URL: own.url } : {}) };
      const server = await startServer(database, env, START_LIMIT_MS[size]);
      try {
        rows.push(row("start: migrate + seed", server.startMs, "ms", `${BENCH_CATALOGUE_PRODUCTS[size].toLocaleString("en-GB")} products`));
        const client = new JsonClient(server.port);
        const { accessToken } = await client.expect<{ accessToken: string }>(200, "POST", "/api-token-auth", { body: CREDENTIALS });
        client.close();
        const headers = { authorization: `Bearer ${accessToken}` };
        for (const call of Object.keys(GOALS) as (keyof SearchCalls)[]) {
          const goal = GOALS[call];
          const load = { port: server.port, paths: calls[call], headers, connections: options.searchConnections };
          await closedLoop({ ...load, seconds: Math.min(3, options.searchSeconds) });
          const figures = await closedLoop({ ...load, seconds: options.searchSeconds });
          const p95Goal = size === "100k" ? goal.p95 : (p95At100k.get(call) ?? goal.p95) * SLOWER_AT_1M;
          if (size === "100k") p95At100k.set(call, figures.p95);
          const met = (ok: boolean) => (ok ? "met" : "MISSED");
          rows.push(
            row(
              `${goal.name} p95`,
              figures.p95,
              "ms",
              `p50 ${ms(figures.p50)} · p99 ${ms(figures.p99)} · max ${ms(figures.max)} ms · n=${figures.count} · ` +
                `goal ≤ ${ms(p95Goal)} ms ${met(figures.p95 <= p95Goal)}${failed(figures)}`,
            ),
            row(
              `${goal.name} throughput`,
              figures.requestsPerSecond,
              "req/s",
              `${options.searchConnections} conns${goal.rate && size === "100k" ? ` · goal ≥ ${goal.rate} req/s ${met(figures.requestsPerSecond >= goal.rate)}` : ""}`,
            ),
          );
        }
        if (own) await printPlans(own.url, label, calls);
        else skipped.push(`search query plans (${size}): EXPLAIN needs DATABASE_URL (PGlite's database is the server's own)`);
      } finally {
        await server.close();
      }
    } finally {
      await own?.drop();
    }
  }
  return { rows, skipped };
}

/** The bench server's schema in the section's database (bench-database.ts makes one per run). */
async function printPlans(url: string, label: string, calls: SearchCalls): Promise<void> {
  const probe = createPostgresDatabase({ connectionString: url, max: 1 });
  const { rows } = await probe.query<{ nspname: string }>(
    "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'bench\\_%' ORDER BY nspname",
  );
  await probe.close();
  const schema = rows.at(-1)?.nspname;
  if (!schema) throw new Error("the bench server's schema is gone");
  const db = createPostgresDatabase({ connectionString: url, schema, max: 2 });
  try {
    for (const plan of await slowestPlans(db, { ...calls })) {
      console.log(`\n── ${label}: slowest statement of ${GOALS[plan.call as keyof SearchCalls].name}: ${ms(plan.ms)} ms ──`);
      console.log(plan.plan);
    }
  } finally {
    await db.close();
  }
}
