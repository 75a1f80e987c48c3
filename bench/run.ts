// `npm run bench [-- --quick] [-- --only=auth,overload,database,web,lighthouse,domain,search] [-- soak] [-- --search-1m]` — speed and
// memory figures of the server (as `npm start` composes it), the database, the web build and the
// domain core; `soak` (minutes) runs only when named. Not part of `npm test`: figures depend on
// the machine and its load, so they are printed and recorded, never asserted.
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, platform, totalmem } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../server/config/config";
import { parseBenchOptions, type Section } from "./bench-options";
import { benchDatabase } from "./db/database.bench";
import { benchDomain } from "./domain/domain.bench";
import { benchAuth } from "./http/auth.bench";
import { benchOverload } from "./http/overload.bench";
import type { BenchDatabase } from "./http/server-handle";
import { benchSoak } from "./http/soak.bench";
import { renderTable, type BenchReport, type BenchRow } from "./report";
import { benchBundle } from "./web/bundle.bench";
import { benchLighthouse } from "./web/lighthouse.bench";
import { benchSearch, searchSectionLimitMs } from "./search/search.bench";

const RESULTS_FILE = join(REPO_ROOT, "bench/results/latest.json");
// A hard stop: whatever hangs, the bench ends by itself (the default run takes about three
// minutes; the soak adds its own duration).
const OVERALL_LIMIT_MS = 10 * 60_000;

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  const started = performance.now();
  const limitMs =
    OVERALL_LIMIT_MS +
    (options.sections.includes("soak") ? (options.soakSeconds + 60) * 1000 : 0) +
    (options.sections.includes("search") ? searchSectionLimitMs(options) : 0);
  const guard = setTimeout(() => {
    console.error(`bench: still running after ${(limitMs / 60_000).toFixed(1)} minutes; giving up`);
    process.exit(2);
  }, limitMs);
  guard.unref();

  const rows: BenchRow[] = [];
  const skipped: string[] = [];
  const run: Record<Section, () => Promise<void>> = {
    auth: async () => {
      rows.push(...(await benchAuth(options, "pglite")));
      if (process.env.DATABASE_URL?.trim()) rows.push(...(await benchAuth(options, "postgres")));
      else skipped.push("auth on PostgreSQL: DATABASE_URL is not set");
    },
    overload: async () => void rows.push(...(await benchOverload(options, serverDatabase()))),
    soak: async () => void rows.push(...(await benchSoak(options, serverDatabase()))),
    database: async () => {
      const result = await benchDatabase();
      rows.push(...result.rows);
      skipped.push(...result.skipped);
    },
    web: async () => void rows.push(...benchBundle()),
    lighthouse: async () => void rows.push(...(await benchLighthouse(options.lighthouseRuns))),
    domain: async () => void rows.push(...(await benchDomain(options.domainMs))),
    search: async () => {
      const result = await benchSearch(options, serverDatabase());
      rows.push(...result.rows);
      skipped.push(...result.skipped);
    },
  };
  // One section at a time, on 2 cores: overlapping sections would measure each other.
  for (const section of options.sections) {
    const sectionStart = performance.now();
    process.stdout.write(`bench: ${section}…`);
    await run[section]();
    process.stdout.write(` ${((performance.now() - sectionStart) / 1000).toFixed(1)} s\n`);
  }

  const report: BenchReport = {
    date: new Date().toISOString(),
    quick: options.quick,
    machine: {
      cores: availableParallelism(),
      node: process.version,
      platform: `${platform()} ${process.arch}`,
      cpu: cpus()[0]?.model.trim() ?? "unknown",
      memoryGiB: Math.round(totalmem() / 2 ** 30),
    },
    rows,
    skipped,
    totalSeconds: (performance.now() - started) / 1000,
  };
  const { machine } = report;
  console.log(
    `\nSkolmedia bench ${report.date}${options.quick ? " (quick)" : ""} — ${machine.cores} cores, ${machine.cpu}, Node ${machine.node}\n`,
  );
  console.log(renderTable(rows));
  for (const reason of skipped) console.log(`skipped: ${reason}`);
  mkdirSync(join(REPO_ROOT, "bench/results"), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${rows.length} figures in ${report.totalSeconds.toFixed(0)} s; written to bench/results/latest.json`);
  const failed = rows.filter((row) => row.detail?.includes("FAILED"));
  if (failed.length > 0) {
    console.error(`bench: ${failed.length} load run(s) saw failed requests: ${failed.map((row) => row.name).join(", ")}`);
    process.exitCode = 1;
  }
}

/** Overload and soak run once: on PostgreSQL when DATABASE_URL is set (issue 6 §5), else on PGlite. */
function serverDatabase(): BenchDatabase {
  return process.env.DATABASE_URL?.trim() ? "postgres" : "pglite";
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
