// Probes the machine's Redis once for the whole run. The Redis counter tests run where Redis answers
// (CI always starts one: .ci/run) and are reported as not run elsewhere, like the PostgreSQL tests
// without DATABASE_URL — `npm test` must pass on a laptop with neither (ARCHITECTURE §5).
import { connect } from "node:net";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The Redis URL the tests may use, or "" when none answers. */
    redisTestUrl: string;
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

export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.REDIS_URL?.trim() || "redis://127.0.0.1:6379";
  const ok = await reachable(url);
  if (!ok) console.log(`global-setup: no Redis answers at ${url}; the Redis counter tests do not run in this run.`);
  project.provide("redisTestUrl", ok ? url : "");
}
