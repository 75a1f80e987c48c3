import type { BenchOptions } from "../bench-options";
import type { BenchRow } from "../report";
import { settingsDetail, withBenchServer } from "./bench-server";
import { runLoad } from "./load";
import { peak, watchMemory } from "./memory-watch";
import type { BenchDatabase } from "./server-handle";

const SESSION_EVERY_MS = 5_000;
const CONNECTIONS = 20;
const ms = (value: number) => value.toFixed(1);

/**
 * Issue 6 §5 soak: `npm run bench -- soak`. The server as `npm start` runs it, on loopback, under
 * a steady mix for `soakSeconds` at `soakRate` req/s (so at most rate × time requests; it stops by
 * itself): the signed-in user's account, the probe, token checks, unknown routes (the error body),
 * the web app's page, plus a full session (login with argon2id, refresh rotation, logout) every
 * 5 s. Reports every 5xx and the server's memory before, during (peak) and after, after a GC.
 */
export async function benchSoak(options: BenchOptions, database: BenchDatabase): Promise<BenchRow[]> {
  return withBenchServer("soak", database, async ({ server, client, row, login }) => {
    const { accessToken } = await login();
    const bearer = { authorization: `Bearer ${accessToken}` };
    const json = { "content-type": "application/json", ...bearer };
    const mix = [
      { method: "GET" as const, path: "/v1/me", headers: bearer },
      { method: "GET" as const, path: "/v1/me", headers: bearer },
      { method: "GET" as const, path: "/v1/test" },
      { method: "POST" as const, path: "/api-token-verify", headers: json, body: JSON.stringify({ token: accessToken }) },
      { method: "GET" as const, path: "/v1/no-such-route" },
      { method: "GET" as const, path: "/" },
    ];
    // Warm-up, then the baseline after a full collection.
    await runLoad({ port: server.port, path: "/v1/me", connections: CONNECTIONS, seconds: 3, requests: mix });
    const before = await server.memory();

    const sessions = { completed: 0, failed: 0, failures: [] as string[] };
    let soaking = true;
    const sessionLoop = (async () => {
      while (soaking) {
        try {
          const session = await login();
          const refreshed = await client.expect<{ refreshToken: string }>(200, "POST", "/api-token-refresh", {
            body: { refreshToken: session.refreshToken },
          });
          const logout = await client.call("POST", "/api-token-logout", { body: { refreshToken: refreshed.refreshToken } });
          if (logout.status >= 300) throw new Error(`logout answered ${logout.status}`);
          sessions.completed++;
        } catch (error) {
          sessions.failed++;
          if (sessions.failures.length < 3) sessions.failures.push(String(error).slice(0, 200));
        }
        await new Promise((resolve) => setTimeout(resolve, SESSION_EVERY_MS));
      }
    })();
    const memory = watchMemory(server, 10_000);
    const load = await runLoad({
      port: server.port,
      path: "/v1/me",
      connections: CONNECTIONS,
      seconds: options.soakSeconds,
      overallRate: options.soakRate,
      requests: mix,
    });
    soaking = false;
    await sessionLoop;
    const during = await memory.stop();
    const after = await server.memory();
    // Idle a little longer: what is still held then is retained, not in flight.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const settled = await server.memory();

    const fiveXx = Object.entries(load.statuses)
      .filter(([status]) => status.startsWith("5"))
      .reduce((sum, [, n]) => sum + n, 0);
    const statusList = Object.entries(load.statuses)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ");
    const log = server.log();
    return [
      row(
        "requests answered",
        load.total,
        "count",
        `${options.soakSeconds} s at ${options.soakRate} req/s offered (≤ ${options.soakSeconds * options.soakRate}) · ${CONNECTIONS} conns · ${statusList} · ${settingsDetail(server)}`,
      ),
      row(
        "5xx answers",
        fiveXx,
        "count",
        `${load.errors} errors (${load.timeouts} timeouts) · p50 ${load.p50} · p99 ${load.p99} · max ${load.max} ms` +
          // run.ts exits non-zero on a FAILED row: a soak that saw a 5xx or a dropped request failed.
          (fiveXx + load.errors + sessions.failed > 0 || !server.alive() ? " · FAILED" : ""),
      ),
      row(
        "sessions (login → refresh → logout) every 5 s",
        sessions.completed,
        "count",
        `${sessions.failed} failed${sessions.failures.length > 0 ? `: ${sessions.failures.join(" | ")}` : ""}`,
      ),
      row(
        "server RSS: before → peak → after → +5 s (GC)",
        settled.rssMiB - before.rssMiB,
        "MiB",
        `${ms(before.rssMiB)} → ${ms(peak(during.memory, "rssMiB"))} → ${ms(after.rssMiB)} → ${ms(settled.rssMiB)} MiB (value: growth)`,
      ),
      row(
        "server heap used: before → peak → after → +5 s (GC)",
        settled.heapUsedMiB - before.heapUsedMiB,
        "MiB",
        `${ms(before.heapUsedMiB)} → ${ms(peak(during.memory, "heapUsedMiB"))} → ${ms(after.heapUsedMiB)} → ${ms(settled.heapUsedMiB)} MiB (value: growth)`,
      ),
      row(
        "server log: warnings · errors",
        log.warnings + log.errors,
        "count",
        `${log.warnings} warnings · ${log.errors} errors · ${(log.bytes / 2 ** 20).toFixed(0)} MiB in ${log.lines} lines${log.samples[0] ? ` · first: ${log.samples[0].slice(0, 160)}` : ""}`,
      ),
    ];
  });
}
