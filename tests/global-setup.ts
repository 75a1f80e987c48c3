// Once per run, before any test file:
// - probes the machine's Redis. The Redis counter tests run where Redis answers (CI always starts
//   one: .ci/run) and are reported as not run elsewhere, like the PostgreSQL tests without
//   DATABASE_URL — `npm test` must pass on a laptop with neither (ARCHITECTURE §5);
// - starts the run of test database snapshots (server/testing/test-database.ts, issue 7 §2): the
//   first file that needs a database makes them, every file gets a clone; the teardown removes
//   them (and on DATABASE_URL's server the run's databases).
import { connect } from "node:net";
import type { TestProject } from "vitest/node";
import { dropRunDatabases } from "../server/testing/postgres-test-databases";
import { createTestDatabaseRun, removeTestDatabaseRunFolder, type TestDatabaseRun } from "../server/testing/test-database-run";

declare module "vitest" {
  export interface ProvidedContext {
    /** The Redis URL the tests may use, or "" when none answers. */
    redisTestUrl: string;
    /** Where this run keeps its test database snapshots (server/testing/test-database-run.ts). */
    testDatabaseRun: TestDatabaseRun;
  }
}

function reachable(url: string, timeoutMs = 500): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || "127.0.0.1", port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.REDIS_URL?.trim() || "redis://127.0.0.1:6379";
  const ok = await reachable(url);
  if (!ok) console.log(`global-setup: no Redis answers at ${url}; the Redis counter tests do not run in this run.`);
  project.provide("redisTestUrl", ok ? url : "");

  const run = await createTestDatabaseRun();
  project.provide("testDatabaseRun", run);
  return async () => {
    await removeTestDatabaseRunFolder(run);
    const databaseUrl = process.env.DATABASE_URL?.trim();
    if (!databaseUrl) return;
    // A server that stopped answering must not turn a green run red; the next run drops leftovers.
    await dropRunDatabases(databaseUrl, run.id).catch((error: unknown) =>
      console.log(`global-setup: could not drop the run's test databases: ${String(error)}`),
    );
  };
}
